/* pa.allocator(kind, cache, opts) and the sequences it hands out. A sequence
 * that is collected while still live gives its blocks back, as a finished
 * request does in a serving engine. */
#include <string.h>

#include "lua_common.h"

lua_allocator *pa_check_allocator(lua_State *L, int idx) { return luaL_checkudata(L, idx, PA_ALLOCATOR_MT); }

static lua_seq *check_seq(lua_State *L, int idx) { return luaL_checkudata(L, idx, PA_SEQ_MT); }

static int l_allocator_new(lua_State *L)
{
    static const char *const known[] = {"seed", "churn", "fill", "mean_blocks", NULL};
    static const char *const churning[] = {"churn", "fill", "mean_blocks", NULL};
    int kind = pa_check_name(L, 1, "allocator", pa_alloc_kind_names);
    lua_settop(L, 3);
    lua_cache *c = pa_check_cache(L, 2);
    if (!c->be) /* a pool with no cache behind it would hand out blocks no batch can use */
        return luaL_argerror(L, 2, "the cache was closed");
    pa_alloc_options o;
    pa_alloc_options_default(&o);
    if (!lua_isnoneornil(L, 3)) {
        luaL_checktype(L, 3, LUA_TTABLE);
        pa_check_known_fields(L, 3, "pa.allocator", known);
        /* only the fragmented pool churns: a churn given to another kind would
           be dropped without a word, and its tables read as fragmented ones */
        for (int i = 0; churning[i] && kind != PA_ALLOC_FRAGMENTED; i++) {
            if (lua_getfield(L, 3, churning[i]) != LUA_TNIL)
                return luaL_error(L, "pa.allocator: %s is an option of the fragmented allocator only "
                                     "(kind '%s' takes seed)", churning[i], pa_alloc_kind_names[kind]);
            lua_pop(L, 1);
        }
        o.seed = (uint64_t)pa_opt_integer(L, 3, "pa.allocator", "seed", 1, 0, INT64_MAX);
        o.churn = (int)pa_opt_integer(L, 3, "pa.allocator", "churn", o.churn, 0, 100000);
        o.fill = pa_opt_number(L, 3, "pa.allocator", "fill", o.fill);
        o.mean_blocks = (int)pa_opt_integer(L, 3, "pa.allocator", "mean_blocks", o.mean_blocks, 1, INT32_MAX);
    }
    lua_allocator *a = lua_newuserdatauv(L, sizeof *a, 0);
    memset(a, 0, sizeof *a);
    luaL_setmetatable(L, PA_ALLOCATOR_MT);
    pa_err e;
    a->a = pa_allocator_new((pa_alloc_kind)kind, c->shape.blocks, c->shape.block_size, &o, &e);
    if (!a->a)
        return pa_lua_raise(L, "pa.allocator", &e);
    a->num_blocks = c->shape.blocks;
    a->block_size = c->shape.block_size;
    a->opts = o;
    return 1;
}

static int l_allocator_gc(lua_State *L)
{
    lua_allocator *a = pa_check_allocator(L, 1);
    pa_allocator_delete(a->a);
    a->a = NULL;
    return 0;
}

static lua_allocator *live_allocator(lua_State *L, int idx)
{
    lua_allocator *a = pa_check_allocator(L, idx);
    if (!a->a)
        luaL_error(L, "allocator was closed");
    return a;
}

static int l_allocate(lua_State *L)
{
    live_allocator(L, 1);
    int isint = 0;
    lua_Integer tokens = lua_tointegerx(L, 2, &isint);
    if (!isint)
        return luaL_argerror(L, 2, "tokens must be a positive integer");
    lua_seq *s = lua_newuserdatauv(L, sizeof *s, 1);
    memset(s, 0, sizeof *s);
    /* again: the allocation may have run a finalizer that closed it */
    lua_allocator *a = live_allocator(L, 1);
    pa_err e;
    if (pa_allocator_allocate(a->a, tokens, &s->seq, &e) != 0) {
        /* sequences and batches nothing refers to give their blocks back when
         * collected */
        pa_lua_gc_collect(L);
        a = live_allocator(L, 1);
        if (pa_allocator_allocate(a->a, tokens, &s->seq, &e) != 0)
            return pa_lua_raise(L, "allocator:allocate", &e);
    }
    luaL_setmetatable(L, PA_SEQ_MT);
    lua_pushvalue(L, 1);
    lua_setiuservalue(L, -2, 1); /* the allocator outlives its sequences */
    return 1;
}

static int l_free(lua_State *L)
{
    lua_allocator *a = live_allocator(L, 1);
    lua_seq *s = check_seq(L, 2);
    pa_err e;
    if (pa_allocator_free(a->a, &s->seq, &e) != 0)
        return pa_lua_raise(L, "allocator:free", &e);
    return 0;
}

static int l_stats(lua_State *L)
{
    lua_allocator *a = live_allocator(L, 1);
    pa_alloc_stats s;
    pa_allocator_stats(a->a, &s);
    lua_createtable(L, 0, 7);
    pa_set_int(L, "free", s.free);
    pa_set_int(L, "used", s.used);
    pa_set_int(L, "largest_free_run", s.largest_free_run);
    pa_set_num(L, "adjacency", s.adjacency);
    pa_set_int(L, "sequences", s.live_sequences);
    pa_set_int(L, "pairs", s.pairs);
    pa_set_int(L, "adjacent_pairs", s.adjacent_pairs);
    return 1;
}

/* churn and fill say how a fragmented pool was aged; the other kinds refuse
 * both, and their defaults would read as rounds that never ran */
static int churned(const lua_allocator *a)
{
    return a->a && pa_allocator_kind(a->a) == PA_ALLOC_FRAGMENTED;
}

static int allocator_get(lua_State *L)
{
    lua_allocator *a = pa_check_allocator(L, 1);
    const char *k = luaL_checkstring(L, 2);
    if (!strcmp(k, "kind")) lua_pushstring(L, a->a ? pa_alloc_kind_names[pa_allocator_kind(a->a)] : "closed");
    else if (!strcmp(k, "blocks")) lua_pushinteger(L, a->num_blocks);
    else if (!strcmp(k, "block_size")) lua_pushinteger(L, a->block_size);
    else if (!strcmp(k, "free_blocks")) lua_pushinteger(L, a->a ? pa_allocator_free_blocks(a->a) : 0);
    else if (!strcmp(k, "seed")) lua_pushinteger(L, (lua_Integer)a->opts.seed);
    else if (!strcmp(k, "churn") && churned(a)) lua_pushinteger(L, a->opts.churn);
    else if (!strcmp(k, "fill") && churned(a)) lua_pushnumber(L, a->opts.fill);
    else lua_pushnil(L);
    return 1;
}

static int l_allocator_tostring(lua_State *L)
{
    lua_allocator *a = pa_check_allocator(L, 1);
    if (!a->a) {
        lua_pushliteral(L, "pa.allocator (closed)");
        return 1;
    }
    lua_pushfstring(L, "pa.allocator('%s', %d blocks of %d, %d free)", pa_alloc_kind_names[pa_allocator_kind(a->a)],
                    a->num_blocks, a->block_size, pa_allocator_free_blocks(a->a));
    return 1;
}

static int l_seq_gc(lua_State *L)
{
    lua_seq *s = check_seq(L, 1);
    if (!s->seq.blocks)
        return 0;
    lua_getiuservalue(L, 1, 1); /* what the debug library may have put there: the owner check sorts it out */
    lua_allocator *a = luaL_testudata(L, -1, PA_ALLOCATOR_MT);
    pa_seq_release(a ? a->a : NULL, &s->seq);
    return 0;
}

static int seq_get(lua_State *L)
{
    lua_seq *s = check_seq(L, 1);
    const char *k = luaL_checkstring(L, 2);
    if (!strcmp(k, "blocks")) {
        lua_createtable(L, s->seq.nblocks, 0);
        for (int i = 0; i < s->seq.nblocks; i++) {
            lua_pushinteger(L, s->seq.blocks[i]);
            lua_rawseti(L, -2, i + 1);
        }
    } else if (!strcmp(k, "tokens")) lua_pushinteger(L, s->seq.tokens);
    else if (!strcmp(k, "nblocks")) lua_pushinteger(L, s->seq.nblocks);
    else if (!strcmp(k, "id")) lua_pushinteger(L, s->seq.id);
    else if (!strcmp(k, "live")) lua_pushboolean(L, s->seq.blocks != NULL);
    else if (!strcmp(k, "adjacency")) lua_pushnumber(L, pa_adjacency(s->seq.blocks, s->seq.nblocks, NULL, NULL));
    else lua_pushnil(L);
    return 1;
}

static int l_seq_tostring(lua_State *L)
{
    lua_seq *s = check_seq(L, 1);
    lua_pushfstring(L, "pa.seq(%I tokens in %d blocks%s)", (lua_Integer)s->seq.tokens, (int)s->seq.nblocks,
                    s->seq.blocks ? "" : ", freed");
    return 1;
}

static int l_seq_len(lua_State *L)
{
    lua_pushinteger(L, check_seq(L, 1)->seq.nblocks);
    return 1;
}

int pa_open_allocator(lua_State *L)
{
    static const luaL_Reg methods[] = {{"allocate", l_allocate}, {"free", l_free}, {"stats", l_stats}, {NULL, NULL}};
    static const luaL_Reg meta[] = {{"__gc", l_allocator_gc}, {"__tostring", l_allocator_tostring}, {NULL, NULL}};
    static const luaL_Reg seq_methods[] = {{NULL, NULL}};
    static const luaL_Reg seq_meta[] = {
        {"__gc", l_seq_gc}, {"__tostring", l_seq_tostring}, {"__len", l_seq_len}, {NULL, NULL}};
    pa_new_class(L, PA_ALLOCATOR_MT, methods, meta, allocator_get);
    pa_new_class(L, PA_SEQ_MT, seq_methods, seq_meta, seq_get);
    lua_pushcfunction(L, l_allocator_new);
    lua_setfield(L, -2, "allocator");
    return 0;
}
