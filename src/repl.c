#include "repl.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <lauxlib.h>
#include <sys/stat.h>
#include <unistd.h>

#ifdef PA_HAVE_READLINE
#include <readline/history.h>
#include <readline/readline.h>
#include <sys/select.h>
#endif

#define PROMPT "pa> "
#define PROMPT2 ">>  "
#define HISTORY_FILE ".pabench_history"
#define ABANDONED (-1) /* load_chunk's status when Ctrl-C dropped the chunk */

static lua_State *completion_state;

/* set by Ctrl-C at the prompt; read_line then returns NULL and the REPL goes on */
static volatile sig_atomic_t interrupted;

static void on_interrupt(int sig)
{
    (void)sig;
    interrupted = 1;
}

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

/* ~/.pabench_history, where it is a regular file or not there yet: a FIFO
 * or a device there would block or swallow the history */
static char *history_path(void)
{
    const char *home = getenv("HOME");
    if (!home)
        return NULL;
    size_t n = strlen(home) + sizeof HISTORY_FILE + 2;
    char *p = malloc(n);
    if (p)
        snprintf(p, n, "%s/%s", home, HISTORY_FILE);
    struct stat st;
    if (p && stat(p, &st) == 0 && !S_ISREG(st.st_mode)) {
        free(p);
        return NULL;
    }
    return p;
}

/* Set once a Ctrl-C has dropped the line being read: every read readline
 * makes until it returns then gets EOF, from the top of the line or from
 * inside a search or a key sequence, so the line ends however far it got. */
static int abandoning;
static sigset_t wait_mask; /* the mask pselect waits under: SIGINT open */

/* Readline's own read, but the wait is our pselect, the one place where SIGINT
 * is unblocked, so a Ctrl-C is never lost between the test of the flag and the
 * wait. readline() itself, not its callback interface: readline 8.2's callback
 * mode crashes on an ESC inside a search or a character search followed by a
 * meta key (Ctrl-] ESC s), which readline() reads as it should. */
static int repl_getc(FILE *in)
{
    int fd = fileno(in);
    for (;;) {
        if (interrupted) {
            if (!abandoning) {
                abandoning = 1;
                rl_echo_signal_char(SIGINT);
                /* the undo list too: readline would replay it on a line
                 * recalled from the history, against the emptied buffer */
                rl_free_line_state();
            }
            rl_replace_line("", 0);
            return EOF; /* at an empty line: readline ends it as Ctrl-D does, with its newline */
        }
        fd_set ready;
        FD_ZERO(&ready);
        FD_SET(fd, &ready);
        int n = pselect(fd + 1, &ready, NULL, NULL, NULL, &wait_mask);
        if (n > 0) {
            unsigned char c;
            ssize_t r = read(fd, &c, 1);
            if (r == 1)
                return c;
            if (r == 0 || errno != EINTR)
                return EOF;
        } else if (n < 0 && errno != EINTR)
            return EOF;
        rl_check_signals(); /* a window resize, which readline catches itself */
    }
}

/* Readline sets its handlers for the signals it restores the terminal after
 * (Ctrl-Z, SIGTERM) as readline() starts; Ctrl-C stays ours, so it drops the
 * line as repl_getc says rather than through readline's own cleanup. */
static struct sigaction interrupt_action;

static int keep_interrupt(void)
{
    sigaction(SIGINT, &interrupt_action, NULL);
    return 0;
}

/* Readline 8.2 keeps the undo list of a history line edited and then left in
 * the line's data, so that a later recall can undo it, and frees some of those
 * lists while the line still holds them: after a search has moved through the
 * history, a failed M-p, or vi mode's first ESC. Recalled in a later readline()
 * by Ctrl-O, an arrow or a search, the line's undo, Enter or Ctrl-C frees the
 * list again. So no list outlives the readline() that made it: an edited
 * history line keeps its text, as readline leaves it, without its undo. The
 * lists are dropped, not freed: one may be freed already, or be the saved
 * line's too, which readline frees itself; a live one's few bytes are left. */
static void forget_history_undo(void)
{
    HIST_ENTRY **entries = history_list();
    for (int i = 0; entries && entries[i]; i++)
        entries[i]->data = NULL;
}

static char *read_line(const char *prompt)
{
    sigset_t sigint, orig;
    sigemptyset(&sigint);
    sigaddset(&sigint, SIGINT);
    sigprocmask(SIG_BLOCK, &sigint, &orig);
    wait_mask = orig;
    sigdelset(&wait_mask, SIGINT);
    interrupted = 0;
    abandoning = 0;
    char *line = readline(prompt);
    forget_history_undo();
    if (abandoning) {
        free(line);
        line = NULL;
    }
    sigprocmask(SIG_SETMASK, &orig, NULL);
    return line;
}

/* each line goes to the file as it is entered, so a session that ends by
 * os.exit or a kill keeps its history; append_history needs the file to exist */
static void save_line(const char *hist, const char *line)
{
    add_history(line);
    if (hist && append_history(1, hist) != 0)
        write_history(hist);
}
#endif

/* Lines from a pipe or a file, of any length. */
static char *read_plain_line(const char *prompt)
{
    fputs(prompt, stdout);
    fflush(stdout);
    interrupted = 0;
    char *line = NULL;
    size_t cap = 0;
    ssize_t n = getline(&line, &cap, stdin);
    if (n < 0) {
        free(line);
        if (interrupted) {
            clearerr(stdin);
            putchar('\n');
        }
        return NULL;
    }
    if (n > 0 && line[n - 1] == '\n')
        line[n - 1] = 0;
    return line;
}

/* Line editing only where a person types: piped input is read as it comes,
 * at any length, with no key bindings between its bytes and the chunk. */
static int editing;

static char *next_line(const char *prompt)
{
#ifdef PA_HAVE_READLINE
    if (editing)
        return read_line(prompt);
#endif
    return read_plain_line(prompt);
}

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
        char *more = next_line(PROMPT2);
        if (!more) {
            lua_pushliteral(L, "unfinished chunk at the end of input");
            status = interrupted ? ABANDONED : LUA_ERRSYNTAX;
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
    editing = isatty(fileno(stdin));
    rl_readline_name = "pabench";
    rl_getc_function = repl_getc;
    rl_startup_hook = keep_interrupt;
    rl_attempted_completion_function = complete;
    rl_basic_word_break_characters = " \t\n\"\\'`@$><=;|&{(,+-*/%^#~[]";
    char *hist = editing ? history_path() : NULL;
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
    /* no SA_RESTART: Ctrl-C must end the wait for input */
    struct sigaction act = {0}, old;
    act.sa_handler = on_interrupt;
    sigemptyset(&act.sa_mask);
    sigaction(SIGINT, &act, &old);
#ifdef PA_HAVE_READLINE
    interrupt_action = act;
#endif
    for (;;) {
        char *line = next_line(PROMPT);
        if (!line) {
            if (interrupted)
                continue;
            break;
        }
        if (*line) {
#ifdef PA_HAVE_READLINE
            save_line(hist, line);
#endif
            int status = load_chunk(L, line);
            if (status == LUA_OK)
                status = pa_docall(L, 0, LUA_MULTRET);
            if (status == LUA_OK)
                print_results(L);
            else if (status != ABANDONED)
                pa_report(L, status);
            lua_settop(L, 0);
        }
        free(line);
    }
    sigaction(SIGINT, &old, NULL);
    putchar('\n');
#ifdef PA_HAVE_READLINE
    free(hist);
#endif
}
