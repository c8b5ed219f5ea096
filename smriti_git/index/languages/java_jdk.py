"""Java: the result types of common JDK methods, where the method alone decides them.

The overload choice (``link_overloads.py``) types an argument that is a call's result.
For a method of the project that is its declared result; for the JDK, whose sources the
index never reads, it is this table: ``Object``'s methods (any receiver: ``getClass()``,
``toString()``, ``hashCode()``, ``equals(x)``; their overrides keep the result type),
final methods of ``Enum`` (``name()``, ``ordinal()``), a few static methods of ``java.lang``
and ``java.util`` classes, and instance methods of ``String``, the string builders,
``Class``, the boxes, the common collections, ``File`` and the
reflection and annotation-processing types.  Only methods whose result does not
depend on which overload runs are listed; types are written as the extractor writes them.
Also the types of a few static fields (``Integer.MAX_VALUE``) and the arity of the functional
interfaces of ``java.lang`` and ``java.util.function`` (a lambda fits only its own arity).
"""

from __future__ import annotations

# (method name, number of arguments) -> result, for any receiver (java.lang.Object's methods)
OBJECT_METHODS: dict[tuple[str, int], str] = {
    ("getClass", 0): "Class", ("toString", 0): "String", ("hashCode", 0): "int", ("equals", 1): "boolean",
}
# final methods of java.lang.Enum, for a receiver that is one of the project's enums
ENUM_METHODS: dict[tuple[str, int], str] = {("name", 0): "String", ("ordinal", 0): "int"}

_STRING_STATICS = {"valueOf": "String", "format": "String", "join": "String", "copyValueOf": "String"}
_BOX_STATICS = {"toString": "String", "toHexString": "String", "toBinaryString": "String",
                "toOctalString": "String", "compare": "int", "signum": "int", "bitCount": "int"}
# class -> static method -> result (every overload of that name gives it)
STATIC_METHODS: dict[str, dict[str, str]] = {
    "String": _STRING_STATICS,
    "Integer": {**_BOX_STATICS, "parseInt": "int", "valueOf": "Integer", "parseUnsignedInt": "int"},
    "Long": {**_BOX_STATICS, "parseLong": "long", "valueOf": "Long"},
    "Short": {"toString": "String", "parseShort": "short", "valueOf": "Short", "compare": "int"},
    "Byte": {"toString": "String", "parseByte": "byte", "valueOf": "Byte", "compare": "int"},
    "Double": {"toString": "String", "parseDouble": "double", "valueOf": "Double", "compare": "int",
               "isNaN": "boolean", "isInfinite": "boolean"},
    "Float": {"toString": "String", "parseFloat": "float", "valueOf": "Float", "compare": "int",
              "isNaN": "boolean", "isInfinite": "boolean"},
    "Boolean": {"toString": "String", "parseBoolean": "boolean", "valueOf": "Boolean", "compare": "int"},
    "Character": {"toString": "String", "isDigit": "boolean", "isLetter": "boolean", "isLetterOrDigit": "boolean",
                  "isWhitespace": "boolean", "isUpperCase": "boolean", "isLowerCase": "boolean",
                  "isSpaceChar": "boolean", "isISOControl": "boolean", "valueOf": "Character",
                  "isHighSurrogate": "boolean", "isLowSurrogate": "boolean", "isSurrogate": "boolean",
                  "charCount": "int", "compare": "int", "digit": "int"},
    "Objects": {"toString": "String", "equals": "boolean", "hash": "int", "hashCode": "int", "isNull": "boolean",
                "nonNull": "boolean", "deepEquals": "boolean"},
    "Arrays": {"toString": "String", "deepToString": "String", "equals": "boolean", "hashCode": "int",
               "deepHashCode": "int", "deepEquals": "boolean"},
    "System": {"currentTimeMillis": "long", "nanoTime": "long", "identityHashCode": "int",
               "lineSeparator": "String"},
}
_COLLECTION = {"size": "int", "isEmpty": "boolean", "contains": "boolean", "containsAll": "boolean",
               "containsKey": "boolean", "containsValue": "boolean"}
_BUILDER = {"toString": "String", "length": "int", "charAt": "char", "indexOf": "int", "lastIndexOf": "int",
            "capacity": "int", "substring": "String"}
_BOXED = {"intValue": "int", "longValue": "long", "doubleValue": "double", "floatValue": "float",
          "shortValue": "short", "byteValue": "byte", "booleanValue": "boolean", "charValue": "char"}
# receiver's JDK class -> instance method -> result (every overload of that name gives it)
INSTANCE_METHODS: dict[str, dict[str, str]] = {
    "String": {"length": "int", "charAt": "char", "isEmpty": "boolean", "isBlank": "boolean",
               "substring": "String", "trim": "String", "strip": "String", "toLowerCase": "String",
               "toUpperCase": "String", "replace": "String", "replaceAll": "String", "replaceFirst": "String",
               "concat": "String", "repeat": "String", "intern": "String", "indexOf": "int", "lastIndexOf": "int",
               "startsWith": "boolean", "endsWith": "boolean", "contains": "boolean", "equalsIgnoreCase": "boolean",
               "matches": "boolean", "compareTo": "int", "compareToIgnoreCase": "int", "codePointAt": "int",
               "toCharArray": "char[]", "getBytes": "byte[]", "split": "String[]", "stripLeading": "String",
               "stripTrailing": "String", "contentEquals": "boolean", "regionMatches": "boolean"},
    "StringBuilder": _BUILDER, "StringBuffer": _BUILDER,
    "CharSequence": {"length": "int", "charAt": "char", "toString": "String", "isEmpty": "boolean"},
    "Class": {"getComponentType": "Class", "getPackage": "Package", "getName": "String",
              "getSimpleName": "String", "getCanonicalName": "String",
              "getTypeName": "String", "isInstance": "boolean", "isArray": "boolean", "isInterface": "boolean",
              "isPrimitive": "boolean", "isEnum": "boolean", "isAssignableFrom": "boolean",
              "getModifiers": "int", "isAnnotation": "boolean", "isAnonymousClass": "boolean"},
    **{box: _BOXED for box in ("Integer", "Long", "Short", "Byte", "Double", "Float", "Number")},
    "Boolean": {"booleanValue": "boolean"}, "Character": {"charValue": "char"},
    "ArrayType": {"getComponentType": "TypeMirror"}, "GenericArrayType": {"getGenericComponentType": "Type"},
    "ParameterizedType": {"getRawType": "Type", "getOwnerType": "Type"},
    "TypeElement": {"asType": "TypeMirror", "getSuperclass": "TypeMirror"},
    "ExecutableElement": {"asType": "TypeMirror", "getReturnType": "TypeMirror"},
    "VariableElement": {"asType": "TypeMirror"}, "TypeParameterElement": {"asType": "TypeMirror"},
    "File": {"getName": "String", "getPath": "String", "getAbsolutePath": "String", "getParent": "String",
             "exists": "boolean", "isFile": "boolean", "isDirectory": "boolean", "length": "long",
             "getAbsoluteFile": "File", "getParentFile": "File", "delete": "boolean", "mkdirs": "boolean"},
    **{name: _COLLECTION for name in (
        "Collection", "List", "ArrayList", "LinkedList", "Set", "HashSet", "LinkedHashSet", "TreeSet", "SortedSet",
        "NavigableSet", "Map", "HashMap", "LinkedHashMap", "TreeMap", "SortedMap", "NavigableMap",
        "ConcurrentHashMap", "ConcurrentMap", "Queue", "Deque", "ArrayDeque", "IdentityHashMap", "WeakHashMap",
        "EnumMap", "EnumSet", "Vector", "Stack", "Hashtable", "BitSet")},
}

# class -> static field -> type
STATIC_FIELDS: dict[str, dict[str, str]] = {
    **{box: {"MAX_VALUE": prim, "MIN_VALUE": prim, "SIZE": "int", "BYTES": "int"} for box, prim in (
        ("Integer", "int"), ("Long", "long"), ("Short", "short"), ("Byte", "byte"), ("Character", "char"),
        ("Double", "double"), ("Float", "float"))},
    "Boolean": {"TRUE": "Boolean", "FALSE": "Boolean"},
    "Math": {"PI": "double", "E": "double"},
    "System": {"out": "PrintStream", "err": "PrintStream", "in": "InputStream"},
}
# functional interfaces of java.lang and java.util.function -> their abstract method's number of parameters
FUNCTIONAL_ARITY: dict[str, int] = {
    **{name: 0 for name in ("Runnable", "Callable", "AutoCloseable", "Closeable", "Flushable", "Iterable",
                            "Supplier", "BooleanSupplier", "IntSupplier", "LongSupplier", "DoubleSupplier")},
    **{name: 1 for name in ("Comparable", "Readable", "Function", "Consumer", "Predicate", "UnaryOperator",
                            "IntFunction", "LongFunction",
                            "DoubleFunction", "ToIntFunction", "ToLongFunction", "ToDoubleFunction", "IntConsumer",
                            "LongConsumer", "DoubleConsumer", "IntPredicate", "LongPredicate", "DoublePredicate",
                            "IntUnaryOperator", "LongUnaryOperator", "DoubleUnaryOperator", "IntToLongFunction",
                            "IntToDoubleFunction", "LongToIntFunction", "LongToDoubleFunction",
                            "DoubleToIntFunction", "DoubleToLongFunction")},
    **{name: 2 for name in ("BiFunction", "BiConsumer", "BiPredicate", "BinaryOperator", "Comparator",
                            "IntBinaryOperator", "LongBinaryOperator", "DoubleBinaryOperator", "ObjIntConsumer",
                            "ObjLongConsumer", "ObjDoubleConsumer", "ToIntBiFunction", "ToLongBiFunction",
                            "ToDoubleBiFunction")},
}
