/*
 * The reference for bench/yardstick_java.py: javac's own resolution of every call site.
 *
 * Usage: java -cp bench/work/... Resolve ROOT SOURCES_LIST
 * Compiles every file named in SOURCES_LIST (paths relative to ROOT, one per line) at
 * once with the compiler tree API (parse, then analyze: attribution), ignoring
 * diagnostics (missing third-party classes make javac report errors; attribution goes
 * on for the rest), and prints one tab-separated line per call site:
 *
 *   site  PATH  LINE  COLUMN  KIND  TARGET_PATH  TARGET_LINE  TARGET_NAME
 *
 * LINE is 1-based and COLUMN the 0-based character column of the called name (for
 * "new" the start of the created type, for this(...)/super(...) the keyword).  KIND is
 * "call" or "new"; TARGET_PATH is the file of the resolved declaration when it is in the
 * project, "-" when it is outside (the JDK, a library), "?" when javac could not
 * attribute the call, "anonymous" for "new T() {...}" (an anonymous class's own
 * constructor) and "enum" for the implicit constructor call of an enum constant.
 * TARGET_LINE is the line where the declaration starts (its modifiers), TARGET_NAME its
 * simple name (a constructor's is its class's).  A last line "errors N" counts javac's
 * error diagnostics.
 */
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.SourcePositions;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;

import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.type.TypeKind;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

public class Resolve {
    private static Path root;
    private static Trees trees;
    private static PrintStream out;

    public static void main(String[] args) throws Exception {
        root = Paths.get(args[0]).toAbsolutePath().normalize();
        List<File> files = new ArrayList<>();
        for (String line : Files.readAllLines(Paths.get(args[1]), StandardCharsets.UTF_8)) {
            if (!line.isBlank()) {
                files.add(root.resolve(line.strip()).toFile());
            }
        }
        out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false, StandardCharsets.UTF_8);
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        StandardJavaFileManager manager = compiler.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8);
        List<String> options = List.of("-proc:none", "-implicit:none", "-encoding", "UTF-8", "-Xmaxerrs", "100000",
                "-XDshould-stop.ifError=FLOW", "-XDshould-stop.at=FLOW");
        JavacTask task = (JavacTask) compiler.getTask(null, manager, diagnostics, options, null,
                manager.getJavaFileObjectsFromFiles(files));
        trees = Trees.instance(task);
        Iterable<? extends CompilationUnitTree> units = task.parse();
        task.analyze();
        for (CompilationUnitTree unit : units) {
            new Sites(unit).scan(new TreePath(unit), null);
        }
        long errors = diagnostics.getDiagnostics().stream().filter(d -> d.getKind() == Diagnostic.Kind.ERROR).count();
        out.println("errors\t" + errors);
        out.flush();
    }

    private static String relative(CompilationUnitTree unit) {
        Path path = Paths.get(unit.getSourceFile().toUri()).toAbsolutePath().normalize();
        return path.startsWith(root) ? root.relativize(path).toString().replace(File.separatorChar, '/') : "-";
    }

    private static final class Sites extends TreePathScanner<Void, Void> {
        private final CompilationUnitTree unit;
        private final String path;
        private final SourcePositions positions;
        private final CharSequence content;

        Sites(CompilationUnitTree unit) throws java.io.IOException {
            this.unit = unit;
            this.content = unit.getSourceFile().getCharContent(true);
            this.path = relative(unit);
            this.positions = trees.getSourcePositions();
        }

        private void print(long position, String kind, String target) {
            long line = unit.getLineMap().getLineNumber(position);
            long column = position - unit.getLineMap().getStartPosition(line);
            out.println("site\t" + path + "\t" + line + "\t" + column + "\t" + kind + "\t" + target);
        }

        /** The declaration of a method or constructor, as "PATH\tLINE\tNAME", "-\t0\t" outside the project. */
        private String target(Element element) {
            if (element == null || element.asType() == null || element.asType().getKind() == TypeKind.ERROR
                    || !(element instanceof ExecutableElement)) {
                return "?\t0\t";
            }
            boolean constructor = element.getKind() == ElementKind.CONSTRUCTOR;
            String name = constructor ? element.getEnclosingElement().getSimpleName().toString()
                    : element.getSimpleName().toString();
            TreePath declared = trees.getPath(element);
            if (declared == null) {
                return "-\t0\t" + name;
            }
            String file = relative(declared.getCompilationUnit());
            if (file.equals("-")) {
                return "-\t0\t" + name;
            }
            long start = trees.getSourcePositions().getStartPosition(declared.getCompilationUnit(),
                    declared.getLeaf());
            if (start < 0) {  // an implicit default constructor: its class
                TreePath owner = trees.getPath(element.getEnclosingElement());
                start = owner == null ? -1 : trees.getSourcePositions().getStartPosition(owner.getCompilationUnit(),
                        owner.getLeaf());
            }
            long line = declared.getCompilationUnit().getLineMap().getLineNumber(Math.max(start, 0));
            return file + "\t" + line + "\t" + name;
        }

        @Override
        public Void visitMethodInvocation(MethodInvocationTree node, Void unused) {
            ExpressionTree select = node.getMethodSelect();
            long position = -1;
            String name = "";
            if (select instanceof MemberSelectTree) {
                name = ((MemberSelectTree) select).getIdentifier().toString();
                position = positions.getEndPosition(unit, select) - name.length();
            } else if (select instanceof IdentifierTree) {
                name = ((IdentifierTree) select).getName().toString();
                position = positions.getStartPosition(unit, select);
            }
            // an implicit super() that javac adds to a constructor is not in the text: skipped
            if (position >= 0 && position + name.length() <= content.length()
                    && content.subSequence((int) position, (int) position + name.length()).toString().equals(name)) {
                Element element = trees.getElement(new TreePath(getCurrentPath(), select));
                print(position, "call", target(element));
            }
            return super.visitMethodInvocation(node, unused);
        }

        @Override
        public Void visitNewClass(NewClassTree node, Void unused) {
            Tree parent = getCurrentPath().getParentPath().getLeaf();
            long position = positions.getStartPosition(unit, node.getIdentifier());
            if (parent instanceof VariableTree && isEnumConstant((VariableTree) parent)) {
                print(positions.getStartPosition(unit, parent), "new", "enum\t0\t");
            } else if (node.getClassBody() != null) {
                print(position, "new", "anonymous\t0\t");
            } else if (position >= 0) {
                print(position, "new", target(trees.getElement(getCurrentPath())));
            }
            return super.visitNewClass(node, unused);
        }

        private boolean isEnumConstant(VariableTree variable) {
            Element element = trees.getElement(getCurrentPath().getParentPath());
            return element != null && element.getKind() == ElementKind.ENUM_CONSTANT;
        }
    }
}
