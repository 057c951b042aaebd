/* pa.stats{samples} and pa.measure{}: the statistics core and its timing loop
 * reachable from Lua, so that a scripted clock can pin every figure. */
#include <stdlib.h>

#include "lua_common.h"
#include "stats.h"

void pa_push_stats(lua_State *L, const double *samples, int n)
{
    pa_stats s;
    pa_err e;
    if (pa_stats_compute(samples, n, &s, &e) != 0)
        pa_lua_raise(L, "pa.stats", &e);
    lua_createtable(L, 0, 12);
    pa_set_int(L, "n", s.n);
    pa_set_int(L, "iters", s.n);
    pa_set_num(L, "min", s.min);
    pa_set_num(L, "max", s.max);
    pa_set_num(L, "median", s.median);
    pa_set_num(L, "mean", s.mean);
    pa_set_num(L, "stdev", s.stdev);
    pa_set_num(L, "p90", s.p90);
    pa_set_num(L, "rel_spread", s.rel_spread);
    /* a spread above 5 % means the figure carries noise a report must admit to */
    lua_pushboolean(L, s.rel_spread > 0.05);
    lua_setfield(L, -2, "noisy");
    lua_createtable(L, n, 0);
    for (int i = 0; i < n; i++) {
        lua_pushnumber(L, samples[i]);
        lua_rawseti(L, -2, i + 1);
    }
    lua_setfield(L, -2, "samples");
}

static double *read_samples(lua_State *L, int idx, int *n)
{
    luaL_checktype(L, idx, LUA_TTABLE);
    lua_Integer len = luaL_len(L, idx);
    luaL_argcheck(L, len >= 1 && len <= (1 << 24), idx, "expected a non-empty array of numbers");
    pa_check_plain_array(L, idx, len, "pa.stats", "the samples");
    double *s = lua_newuserdatauv(L, sizeof(double) * (size_t)len, 0);
    for (lua_Integer i = 1; i <= len; i++) {
        if (lua_geti(L, idx, i) != LUA_TNUMBER)
            luaL_error(L, "pa.stats: sample %I must be a number (got %s)", i, luaL_typename(L, -1));
        s[i - 1] = lua_tonumber(L, -1);
        lua_pop(L, 1);
    }
    *n = (int)len;
    return s;
}

static int l_stats(lua_State *L)
{
    int n;
    double *s = read_samples(L, 1, &n);
    pa_push_stats(L, s, n);
    return 1;
}

/* Lua callbacks behind the C clock and body */
typedef struct lua_measure {
    lua_State *L;
    int clock_idx, body_idx, prepare_idx;
} lua_measure;

static double call_clock(void *ctx)
{
    lua_measure *m = ctx;
    lua_pushvalue(m->L, m->clock_idx);
    lua_call(m->L, 0, 1);
    int ok = 0;
    double t = lua_tonumberx(m->L, -1, &ok);
    if (!ok)
        luaL_error(m->L, "pa.measure: clock must return a number of seconds (got %s)", luaL_typename(m->L, -1));
    lua_pop(m->L, 1);
    return t;
}

static int call_fn(lua_State *L, int idx)
{
    lua_pushvalue(L, idx);
    lua_call(L, 0, 0);
    return 0;
}

static int call_body(void *ctx, pa_err *e)
{
    (void)e;
    lua_measure *m = ctx;
    return call_fn(m->L, m->body_idx);
}

static int call_prepare(void *ctx, pa_err *e)
{
    (void)e;
    lua_measure *m = ctx;
    return call_fn(m->L, m->prepare_idx);
}

static double monotonic_clock(void *ctx)
{
    (void)ctx;
    return pa_clock_monotonic(NULL);
}

/* pa.measure{body=f, warmup=, iters=, clock=g, prepare=h}: the loop every timer
 * uses, with Lua functions in it. clock defaults to the monotonic host clock. */
static int l_measure(lua_State *L)
{
    static const char *const known[] = {"body", "clock", "prepare", "warmup", "iters", NULL};
    luaL_checktype(L, 1, LUA_TTABLE);
    pa_check_known_fields(L, 1, "pa.measure", known);
    lua_measure m = {L, 0, 0, 0};
    pa_measure_loop loop = {monotonic_clock, NULL, call_body, NULL, &m, 0, 10};
    if (lua_getfield(L, 1, "body") != LUA_TFUNCTION)
        return luaL_error(L, "pa.measure: field 'body' must be a function (got %s)", luaL_typename(L, -1));
    m.body_idx = lua_gettop(L);
    int t = lua_getfield(L, 1, "clock");
    if (t == LUA_TFUNCTION) {
        m.clock_idx = lua_gettop(L);
        loop.clock = call_clock;
        loop.clock_ctx = &m;
    } else if (t != LUA_TNIL) {
        return luaL_error(L, "pa.measure: field 'clock' must be a function (got %s)", luaL_typename(L, -1));
    }
    t = lua_getfield(L, 1, "prepare");
    if (t == LUA_TFUNCTION) {
        m.prepare_idx = lua_gettop(L);
        loop.prepare = call_prepare;
    } else if (t != LUA_TNIL) {
        return luaL_error(L, "pa.measure: field 'prepare' must be a function (got %s)", luaL_typename(L, -1));
    }
    loop.warmup = (int)pa_opt_integer(L, 1, "pa.measure", "warmup", 0, 0, 1000000);
    loop.iters = (int)pa_opt_integer(L, 1, "pa.measure", "iters", 10, 1, 1000000);
    double *samples = lua_newuserdatauv(L, sizeof(double) * (size_t)loop.iters, 0);
    pa_err e;
    if (pa_measure(&loop, samples, &e) != 0)
        return pa_lua_raise(L, "pa.measure", &e);
    pa_push_stats(L, samples, loop.iters);
    return 1;
}

int pa_open_stats(lua_State *L)
{
    lua_pushcfunction(L, l_stats);
    lua_setfield(L, -2, "stats");
    lua_pushcfunction(L, l_measure);
    lua_setfield(L, -2, "measure");
    return 0;
}
