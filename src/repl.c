#include "repl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <lauxlib.h>

#ifdef PA_HAVE_READLINE
#include <readline/history.h>
#include <readline/readline.h>
#endif

#define PROMPT "pa> "
#define PROMPT2 ">>  "
#define HISTORY_FILE ".pabench_history"

static lua_State *completion_state;

#ifdef PA_HAVE_READLINE
/* Complete `name.` and `name:` paths through tables and userdata __index, so
 * `pa.ke<TAB>` finds pa.kernel and pa.kernels. */
static char **candidates;
static int ncandidates;

static void add_candidate(const char *s)
{
    char **c = realloc(candidates, sizeof *c * (size_t)(ncandidates + 2));
    if (!c)
        return;
    candidates = c;
    candidates[ncandidates++] = strdup(s);
    candidates[ncandidates] = NULL;
}

static void collect_keys(lua_State *L, int idx, const char *prefix, const char *partial)
{
    idx = lua_absindex(L, idx);
    size_t plen = strlen(partial);
    char buf[512];
    if (lua_type(L, idx) == LUA_TTABLE) {
        lua_pushnil(L);
        while (lua_next(L, idx)) {
            lua_pop(L, 1);
            if (lua_type(L, -1) == LUA_TSTRING) {
                const char *k = lua_tostring(L, -1);
                if (!strncmp(k, partial, plen)) {
                    snprintf(buf, sizeof buf, "%s%s", prefix, k);
                    add_candidate(buf);
                }
            }
        }
    }
}

static char *generator(const char *text, int state)
{
    static int at;
    if (state == 0) {
        for (int i = 0; i < ncandidates; i++)
            free(candidates[i]);
        free(candidates);
        candidates = NULL;
        ncandidates = 0;
        at = 0;
        lua_State *L = completion_state;
        int top = lua_gettop(L);
        const char *dot = strrchr(text, '.'), *colon = strrchr(text, ':');
        const char *sep = dot > colon ? dot : colon;
        if (!sep) {
            lua_pushglobaltable(L);
            collect_keys(L, -1, "", text);
        } else {
            /* walk the path before the last separator */
            char path[256];
            size_t n = (size_t)(sep - text);
            if (n >= sizeof path)
                n = sizeof path - 1;
            memcpy(path, text, n);
            path[n] = 0;
            /* raw reads: completion must not run a metamethod, which could
             * raise an error through readline and end the session */
            lua_pushglobaltable(L);
            for (char *part = strtok(path, ".:"); part && !lua_isnil(L, -1); part = strtok(NULL, ".:")) {
                if (lua_type(L, -1) == LUA_TTABLE) {
                    lua_pushstring(L, part);
                    lua_rawget(L, -2);
                } else
                    lua_pushnil(L);
                lua_remove(L, -2);
            }
            char prefix[300];
            snprintf(prefix, sizeof prefix, "%.*s", (int)(sep - text + 1), text);
            collect_keys(L, -1, prefix, sep + 1);
            if (lua_type(L, -1) == LUA_TUSERDATA && luaL_getmetafield(L, -1, "__index") != LUA_TNIL) {
                /* methods live in the first upvalue of the class's __index */
                if (lua_getupvalue(L, -1, 1))
                    collect_keys(L, -1, prefix, sep + 1);
            }
        }
        lua_settop(L, top);
    }
    return at < ncandidates ? strdup(candidates[at++]) : NULL;
}

static char **complete(const char *text, int start, int end)
{
    (void)start, (void)end;
    rl_completion_append_character = '\0';
    return rl_completion_matches(text, generator);
}

static char *history_path(void)
{
    const char *home = getenv("HOME");
    if (!home)
        return NULL;
    size_t n = strlen(home) + sizeof HISTORY_FILE + 2;
    char *p = malloc(n);
    if (p)
        snprintf(p, n, "%s/%s", home, HISTORY_FILE);
    return p;
}

static char *read_line(const char *prompt) { return readline(prompt); }
#else
static char *read_line(const char *prompt)
{
    char buf[4096];
    fputs(prompt, stdout);
    fflush(stdout);
    if (!fgets(buf, sizeof buf, stdin))
        return NULL;
    buf[strcspn(buf, "\n")] = 0;
    return strdup(buf);
}
#endif

static int incomplete(lua_State *L, int status)
{
    if (status == LUA_ERRSYNTAX) {
        size_t lmsg;
        const char *msg = lua_tolstring(L, -1, &lmsg);
        const char *eof = "<eof>";
        size_t leof = strlen(eof);
        if (lmsg >= leof && strcmp(msg + lmsg - leof, eof) == 0) {
            lua_pop(L, 1);
            return 1;
        }
    }
    return 0;
}

/* "return <line>" first, so expressions print; else the line as a statement,
 * reading more lines while the chunk is incomplete */
static int load_chunk(lua_State *L, char *first)
{
    lua_pushfstring(L, "return %s", first);
    int status = luaL_loadbuffer(L, lua_tostring(L, -1), lua_rawlen(L, -1), "=stdin");
    lua_remove(L, -2);
    if (status == LUA_OK)
        return LUA_OK;
    lua_pop(L, 1);
    lua_pushstring(L, first); /* the chunk so far */
    for (;;) {
        size_t len;
        const char *code = lua_tolstring(L, -1, &len);
        status = luaL_loadbuffer(L, code, len, "=stdin");
        if (!incomplete(L, status))
            break;
        char *more = read_line(PROMPT2);
        if (!more) {
            lua_pushliteral(L, "unfinished chunk at the end of input");
            status = LUA_ERRSYNTAX;
            break;
        }
        lua_pushfstring(L, "%s\n%s", lua_tostring(L, -1), more);
        lua_remove(L, -2);
        free(more);
    }
    lua_remove(L, -2);
    return status;
}

/* values printed through pa.show where the Lua library defines it (tables in
 * full), else print */
static void print_results(lua_State *L)
{
    int n = lua_gettop(L);
    if (n == 0)
        return;
    lua_getglobal(L, "pa");
    if (lua_type(L, -1) == LUA_TTABLE)
        lua_getfield(L, -1, "show");
    else
        lua_pushnil(L);
    lua_remove(L, -2);
    if (!lua_isfunction(L, -1)) {
        lua_pop(L, 1);
        lua_getglobal(L, "print");
    }
    lua_insert(L, 1);
    if (lua_pcall(L, n, 0, 0) != LUA_OK) {
        const char *msg = lua_tostring(L, -1);
        fprintf(stderr, "error printing values: %s\n", msg ? msg : "(error object is not a string)");
        lua_pop(L, 1);
    }
}

void pa_repl(lua_State *L, const char *progname)
{
    (void)progname;
    completion_state = L;
#ifdef PA_HAVE_READLINE
    rl_readline_name = "pabench";
    rl_attempted_completion_function = complete;
    rl_basic_word_break_characters = " \t\n\"\\'`@$><=;|&{(,+-*/%^#~[]";
    char *hist = history_path();
    if (hist)
        read_history(hist);
#endif
    lua_getglobal(L, "pa");
    lua_getfield(L, -1, "version");
    const char *version = lua_tostring(L, -1);
    const char *backend = "?";
    if (lua_getfield(L, -2, "backend") == LUA_TFUNCTION && lua_pcall(L, 0, 1, 0) == LUA_OK)
        backend = lua_tostring(L, -1);
    printf("pabench %s on the %s backend. help(pa) for the API, Ctrl-D to leave.\n", version ? version : "?",
           backend ? backend : "?");
    lua_settop(L, 0);
    char *line;
    while ((line = read_line(PROMPT)) != NULL) {
        if (*line) {
#ifdef PA_HAVE_READLINE
            add_history(line);
#endif
            int status = load_chunk(L, line);
            if (status == LUA_OK)
                status = pa_docall(L, 0, LUA_MULTRET);
            if (status == LUA_OK)
                print_results(L);
            else
                pa_report(L, status);
            lua_settop(L, 0);
        }
        free(line);
    }
    putchar('\n');
#ifdef PA_HAVE_READLINE
    if (hist) {
        write_history(hist);
        free(hist);
    }
#endif
}
