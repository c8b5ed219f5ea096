"""C: the C-family extractor (``cfamily.py``) with C's grammar, for ``.c`` files.

Headers (``.h``) are parsed as C++ (``cpp.py``): the C++ grammar reads C headers
correctly, the C grammar cannot read C++ headers, and both languages share the
``c-family`` module table, so ``#include`` resolves across them either way.  Functions
report their arity, as in C++, so that dry runs check call sites against a changed
signature.
"""

from __future__ import annotations

import tree_sitter_c
from tree_sitter import Language as TSLanguage

from smriti_git.index.languages.cfamily import C_CALLS, C_DEFINITIONS, CFamily

C_BUILTINS = frozenset({
    "printf", "fprintf", "sprintf", "snprintf", "vprintf", "vfprintf", "vsnprintf", "scanf", "sscanf", "fscanf",
    "puts", "fputs", "putchar", "fputc", "getchar", "fgetc", "fgets", "fopen", "fclose", "fread", "fwrite",
    "fflush", "fseek", "ftell", "rewind", "feof", "ferror", "perror", "remove", "rename",
    "malloc", "calloc", "realloc", "free", "memcpy", "memmove", "memset", "memcmp", "memchr",
    "strlen", "strcmp", "strncmp", "strcpy", "strncpy", "strcat", "strncat", "strchr", "strrchr", "strstr",
    "strdup", "strndup", "strtok", "strtol", "strtoul", "strtoll", "strtoull", "strtod", "atoi", "atol", "atof",
    "abs", "labs", "exit", "abort", "atexit", "getenv", "system", "qsort", "bsearch", "rand", "srand",
    "assert", "va_start", "va_end", "va_arg", "va_copy", "isalpha", "isdigit", "isspace", "isalnum",
    "isupper", "islower", "toupper", "tolower", "time", "clock", "sqrt", "pow", "floor", "ceil", "fabs",
    "sin", "cos", "log", "exp", "errno", "sizeof", "offsetof", "open", "close", "read", "write",
    # POSIX and Linux calls a project may declare or define for a platform that lacks them
    "strnlen", "strcasecmp", "strncasecmp", "strerror", "strerror_r", "strsep", "vsprintf",
    "isatty", "mkdtemp", "mkstemp", "scandir", "realpath", "getline", "setenv", "unsetenv", "usleep",
    "nanosleep", "clock_gettime", "gettimeofday", "poll", "pipe", "pipe2", "dup", "dup2", "dup3", "fcntl",
    "ioctl", "epoll_create", "epoll_create1", "epoll_ctl", "epoll_wait", "epoll_pwait", "sem_init",
    "sem_destroy", "sem_post", "sem_wait", "sem_trywait", "sem_timedwait", "accept4", "getaddrinfo",
    "freeaddrinfo", "getnameinfo", "if_nametoindex", "if_indextoname", "inet_pton", "inet_ntop",
    "getopt", "getopt_long", "getopt_long_only", "strcasestr", "asprintf", "vasprintf", "sendmmsg", "recvmmsg",
    "getuid", "geteuid", "getgid", "getegid", "getpid", "getppid", "fnmatch", "wcslen", "wcscmp", "wcsncmp",
    "wcscpy", "wcsncpy", "wcschr", "wcsrchr", "wcsstr", "wmemcmp", "wmemcpy", "wmemmove", "wmemset", "wmemchr",
})


class C(CFamily):
    name = "c"
    extensions = (".c",)
    definitions_query = C_DEFINITIONS
    calls_query = C_CALLS
    builtins = C_BUILTINS
    overloads = True          # arities let dry runs check call sites,
    overloaded = False        # but C has no overloads: same-named functions are #if variants

    def grammar(self) -> TSLanguage:
        return TSLanguage(tree_sitter_c.language())
