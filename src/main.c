/* pabench: the command line, in the manner of lua.c. A script is an experiment;
 * the `pa` module is preloaded; with no script on a terminal, a REPL. */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>

#include "lua_common.h"
#include "repl.h"

int luaopen_pa(lua_State *L);

static const char *progname = "pabench";

static void usage(FILE *to)
{
    fprintf(to,
            "usage: %s [options] [script [args]]\n"
            "       %s check [--quick] [--csv FILE] [--kernels a,b,...] [--no-timing] [--verbose]\n"
            "       %s check --random N [--seed S] [--start I] [--kernels a,b,...] [--csv FILE] [--verbose]\n"
            "       %s compare BASE.json NEW.json [--threshold PCT] [--max-slowdown PCT] [--metrics a,b] [--markdown FILE]\n"
            "Benchmark paged-attention decode kernels from Lua scenario scripts.\n\n"
            "Options:\n"
            "  -e CODE            run CODE (the `pa` module is loaded as a global)\n"
            "  -i                 enter the interactive REPL after running the script\n"
            "  -l NAME            require library NAME into global NAME\n"
            "  -l G=NAME          require library NAME into global G\n"
            "  -                  run the script read from standard input\n"
            "  --backend NAME     cpu, cuda or auto (default: $PABENCH_BACKEND, else auto)\n"
            "  --list             list kernels, allocators and the bundled scenarios\n"
            "  -v, --version      print the version and the build\n"
            "  -h, --help         print this help\n"
            "  --                 stop handling options\n\n"
            "A script gets its arguments in `arg` and `...`, as lua gives them; a scenario\n"
            "prints its own options with `%s SCRIPT --help`. `check` runs the conformance\n"
            "matrix, or N configurations drawn at random; `compare` sets two runs' --json\n"
            "records side by side, row by row; each is the subcommand even where a file of\n"
            "that name exists (run it as ./check).\n"
            "With no script on a terminal, %s opens a REPL where expressions print their\n"
            "values; help(pa) documents the API.\n\n"
            "Environment:\n"
            "  PABENCH_BACKEND       cpu, cuda or auto: --backend's default\n"
            "  PABENCH_SCENARIOS     the folder --list reads scenarios from (default ./scenarios)\n"
            "  PABENCH_CPU_PORTABLE  1: the CPU kernels' portable path, not AVX2 (pa.device().simd)\n"
            "  PABENCH_SM_CLOCK      0: no SM clock reading before and after a GPU timing's samples\n"
            "  PABENCH_TRACE         a TRACE=1 build appends its CTA timelines to this CSV file\n"
            "  OMP_NUM_THREADS       the CPU backend's threads\n\n"
            "Exit status: 0 success, 1 a script error or a kernel a scenario found wrong (NO), 2 bad\n"
            "command-line use; a run stopped by Ctrl-C ends by SIGINT, as the shell expects (130),\n"
            "after its traceback.\n",
            progname, progname, progname, progname, progname, progname);
}

static int msghandler(lua_State *L)
{
    const char *msg = lua_tostring(L, 1);
    if (msg == NULL) {
        if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING)
            return 1;
        msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    }
    luaL_traceback(L, L, msg, 1);
    return 1;
}

static lua_State *globalL;

static void lstop(lua_State *L, lua_Debug *ar)
{
    (void)ar;
    lua_sethook(L, NULL, 0, 0);
    luaL_error(L, PA_INTERRUPTED);
}

/* A signal handler may not touch the Lua state beyond lua_sethook, so Ctrl-C
 * only asks the running code to stop at its next step (Lua's through the hook,
 * the cores' through pa_interrupted); the default action comes back, so that a
 * second Ctrl-C kills a program stuck in other C. */
static void laction(int sig)
{
    int flag = LUA_MASKCALL | LUA_MASKRET | LUA_MASKLINE | LUA_MASKCOUNT;
    signal(sig, SIG_DFL);
    pa_interrupt();
    lua_sethook(globalL, lstop, flag, 1);
}

/* SIGINT stops the call with the error "interrupted!", as in lua.c; the handler
 * before the call (the REPL's, or the default) is put back after it. A SIGINT
 * that the process was started to ignore stays ignored. pa_interrupted() says
 * whether the last call was stopped, until the next one starts. */
int pa_docall(lua_State *L, int narg, int nres)
{
    int base = lua_gettop(L) - narg;
    lua_pushcfunction(L, msghandler);
    lua_insert(L, base);
    struct sigaction act = {0}, old;
    act.sa_handler = laction;
    sigemptyset(&act.sa_mask);
    sigaction(SIGINT, NULL, &old);
    globalL = L;
    pa_interrupt_clear();
    if (old.sa_handler != SIG_IGN)
        sigaction(SIGINT, &act, NULL);
    int status = lua_pcall(L, narg, nres, base);
    sigaction(SIGINT, &old, NULL);
    /* a Ctrl-C that came as the call ended must not stop the next one */
    if (lua_gethook(L) == lstop)
        lua_sethook(L, NULL, 0, 0);
    lua_remove(L, base);
    return status;
}

int pa_report(lua_State *L, int status)
{
    if (status != LUA_OK) {
        const char *msg = lua_tostring(L, -1);
        fprintf(stderr, "%s: %s\n", progname, msg ? msg : "(error object is not a string)");
        fflush(stderr);
        lua_pop(L, 1);
    }
    return status;
}

static int dochunk(lua_State *L, int status)
{
    if (status == LUA_OK)
        status = pa_docall(L, 0, 0);
    return pa_report(L, status);
}

/* global `arg`: script at 0, its arguments from 1, interpreter options below 0 */
static void create_arg_table(lua_State *L, char **argv, int argc, int script)
{
    lua_createtable(L, argc - script - 1, script + 1);
    for (int i = 0; i < argc; i++) {
        lua_pushstring(L, argv[i]);
        lua_rawseti(L, -2, i - script);
    }
    lua_setglobal(L, "arg");
}

static int run_script(lua_State *L, char **argv, int argc, int script)
{
    const char *fname = argv[script];
    if (strcmp(fname, "-") == 0 && strcmp(argv[script - 1], "--") != 0)
        fname = NULL;
    int status = luaL_loadfile(L, fname);
    if (status == LUA_OK) {
        int n = argc - script - 1;
        luaL_checkstack(L, n + 3, "too many arguments to script");
        for (int i = script + 1; i < argc; i++)
            lua_pushstring(L, argv[i]);
        status = pa_docall(L, n, 0);
    }
    return pa_report(L, status);
}

static int run_module(lua_State *L, const char *module, char **argv, int argc, int first)
{
    lua_getglobal(L, "require");
    lua_pushstring(L, module);
    int status = pa_docall(L, 1, 1);
    if (status == LUA_OK) {
        lua_createtable(L, argc - first, 0);
        for (int i = first; i < argc; i++) {
            lua_pushstring(L, argv[i]);
            lua_rawseti(L, -2, i - first + 1);
        }
        status = pa_docall(L, 1, 1);
        if (status == LUA_OK) {
            int code = (int)lua_tointeger(L, -1);
            lua_pop(L, 1);
            return code;
        }
    }
    pa_report(L, status);
    return 1;
}

/* The status a scenario left in pa.options (sweep.finish: 1 where it found a
 * kernel wrong), 0 where none did or none ran. A scenario leaves it rather
 * than exiting, so that -i still opens the REPL on its rows. */
static int scenario_status(lua_State *L)
{
    const int top = lua_gettop(L);
    int status = 0;
    lua_getfield(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
    if (lua_getfield(L, -1, "pa.options") == LUA_TTABLE && lua_getfield(L, -1, "status") == LUA_TNUMBER)
        status = (int)lua_tointeger(L, -1);
    lua_settop(L, top);
    return status;
}

static int list_everything(lua_State *L)
{
    return dochunk(L, luaL_loadstring(L, "require('pa.cli').list()"));
}

typedef struct cli {
    int interactive, version, list, help, stdin_script;
    int script;   /* index of the script in argv, 0 if none */
    const char *backend;
} cli;

/* first pass: validate options and find the script, as lua.c's collectargs */
static int collect(int argc, char **argv, cli *c)
{
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (a[0] != '-') {
            c->script = i;
            return 0;
        }
        if (!strcmp(a, "-")) {
            c->script = i;
            return 0;
        }
        if (!strcmp(a, "--")) {
            if (i + 1 < argc)
                c->script = i + 1;
            return 0;
        }
        if (!strcmp(a, "-i"))
            c->interactive = 1;
        else if (!strcmp(a, "-v") || !strcmp(a, "--version"))
            c->version = 1;
        else if (!strcmp(a, "-h") || !strcmp(a, "--help"))
            c->help = 1;
        else if (!strcmp(a, "--list"))
            c->list = 1;
        else if (!strcmp(a, "-e") || !strcmp(a, "-l") || !strcmp(a, "--backend")) {
            if (i + 1 >= argc) {
                fprintf(stderr, "%s: '%s' needs an argument\n", progname, a);
                return -1;
            }
            if (!strcmp(a, "--backend"))
                c->backend = argv[i + 1];
            i++;
        } else if (!strncmp(a, "--backend=", 10))
            c->backend = a + 10;
        else {
            fprintf(stderr, "%s: unrecognized option '%s'\n", progname, a);
            return -1;
        }
    }
    return 0;
}

/* -l NAME, or -l G=NAME as Lua 5.4's own lua takes it: require NAME into global
 * G (into NAME where no G is given) */
static int dolibrary(lua_State *L, const char *spec)
{
    const char *eq = strchr(spec, '=');
    const char *modname = eq ? eq + 1 : spec;
    size_t globlen = eq ? (size_t)(eq - spec) : strlen(spec);
    lua_getglobal(L, "require");
    lua_pushstring(L, modname);
    int status = pa_report(L, pa_docall(L, 1, 1));
    if (status == LUA_OK) {
        lua_pushlstring(L, spec, globlen);
        lua_insert(L, -2);
        lua_setglobal(L, lua_tostring(L, -2));
        lua_pop(L, 1);
    }
    return status;
}

/* second pass: run -e and -l in order */
static int run_options(lua_State *L, char **argv, int last)
{
    for (int i = 1; i < last; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-e")) {
            if (dochunk(L, luaL_loadbuffer(L, argv[i + 1], strlen(argv[i + 1]), "=(command line)")) != LUA_OK)
                return 1;
            i++;
        } else if (!strcmp(a, "-l")) {
            if (dolibrary(L, argv[i + 1]) != LUA_OK)
                return 1;
            i++;
        } else if (!strcmp(a, "--backend")) {
            i++;
        }
    }
    return 0;
}

static int has_e(int argc, char **argv, int last)
{
    for (int i = 1; i < last && i < argc; i++)
        if (!strcmp(argv[i], "-e"))
            return 1;
    return 0;
}

static int pmain(lua_State *L)
{
    int argc = (int)lua_tointeger(L, 1);
    char **argv = (char **)lua_touserdata(L, 2);
    cli c = {0};
    if (collect(argc, argv, &c) != 0) {
        usage(stderr);
        lua_pushinteger(L, 2);
        return 1;
    }
    if (c.help) {
        usage(stdout);
        lua_pushinteger(L, 0);
        return 1;
    }
    luaL_openlibs(L);
    luaL_requiref(L, "pa", luaopen_pa, 1);
    lua_pop(L, 1);
    if (c.version) { /* the build, whatever backend is asked for */
        lua_getglobal(L, "pa");
        lua_getfield(L, -1, "built_with_cuda");
        lua_getfield(L, -2, "built_with_trace");
        lua_getfield(L, -3, "built_with_sanitizers");
        printf("pabench %s (%s, CUDA backend %s%s%s)\n", PA_VERSION, LUA_RELEASE,
               lua_toboolean(L, -3) ? "built in" : "not built",
               lua_toboolean(L, -2) ? ", CTA timelines traced" : "",
               lua_toboolean(L, -1) ? ", ASan and UBSan" : "");
        lua_pushinteger(L, 0);
        return 1;
    }
    /* PABENCH_BACKEND is --backend's default, so it is checked as --backend is:
     * at once, and a bad one is a usage error */
    const char *env = getenv("PABENCH_BACKEND");
    const int from_env = !c.backend && env && *env;
    if (from_env)
        c.backend = env;
    if (c.backend) {
        lua_getglobal(L, "pa");
        lua_getfield(L, -1, "use");
        lua_pushstring(L, c.backend);
        /* a command-line mistake: the message alone, no traceback */
        const int status = lua_pcall(L, 1, 0, 0);
        if (status != LUA_OK && from_env) {
            lua_pushfstring(L, "PABENCH_BACKEND=%s: %s", env, lua_tostring(L, -1));
            lua_remove(L, -2);
        }
        if (pa_report(L, status) != LUA_OK) {
            lua_pushinteger(L, 2);
            return 1;
        }
        lua_pop(L, 1);
    }
    if (c.list) {
        lua_pushinteger(L, list_everything(L) == LUA_OK ? 0 : 1);
        return 1;
    }
    int last = c.script ? c.script : argc;
    create_arg_table(L, argv, argc, c.script ? c.script : 0);
    if (run_options(L, argv, last) != 0) {
        lua_pushinteger(L, 1);
        return 1;
    }
    /* `check` and `compare` are always the subcommands, whatever the directory
     * holds: a script of either name runs as ./check */
    if (c.script && !strcmp(argv[c.script], "check")) {
        lua_pushinteger(L, run_module(L, "pa.check", argv, argc, c.script + 1));
        return 1;
    }
    if (c.script && !strcmp(argv[c.script], "compare")) {
        lua_pushinteger(L, run_module(L, "pa.compare", argv, argc, c.script + 1));
        return 1;
    }
    if (c.script && run_script(L, argv, argc, c.script) != LUA_OK) {
        lua_pushinteger(L, 1);
        return 1;
    }
    if (c.interactive || (!c.script && !has_e(argc, argv, last) && isatty(0)))
        pa_repl(L, progname);
    else if (!c.script && !has_e(argc, argv, last)) {
        /* not a terminal: read the script from standard input, as `lua -` */
        if (dochunk(L, luaL_loadfile(L, NULL)) != LUA_OK) {
            lua_pushinteger(L, 1);
            return 1;
        }
    }
    lua_pushinteger(L, scenario_status(L));
    return 1;
}

/* Output lost to a full disk or a closed pipe is an error, as coreutils have
 * it: checked at every exit, a script's os.exit too. */
static void check_stdout(void)
{
    errno = 0;
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "%s: error writing standard output%s%s\n", progname, errno ? ": " : "",
                errno ? strerror(errno) : "");
        _exit(1);
    }
}

int main(int argc, char **argv)
{
    atexit(check_stdout);
    if (argv[0] && argv[0][0])
        progname = "pabench";
    lua_State *L = luaL_newstate();
    if (!L) {
        fprintf(stderr, "%s: cannot create a Lua state: not enough memory\n", progname);
        return 1;
    }
    lua_pushcfunction(L, pmain);
    lua_pushinteger(L, argc);
    lua_pushlightuserdata(L, argv);
    int status = lua_pcall(L, 2, 1, 0);
    int code = status == LUA_OK ? (int)lua_tointeger(L, -1) : 1;
    if (status != LUA_OK)
        pa_report(L, status);
    fflush(stdout);
    lua_close(L);
    /* a run stopped by Ctrl-C ends as one killed by it, after its traceback, so
     * that a shell loop of runs stops too */
    if (code != 0 && pa_interrupted()) {
        signal(SIGINT, SIG_DFL);
        raise(SIGINT);
    }
    return code;
}
