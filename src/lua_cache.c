/* pa.cache{}: a KV-cache pool in backend memory, filled from the shared Philox
 * stream: K takes words 0 .. n-1 of `seed`, V the next n. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lua_common.h"
#include "rng.h"

lua_cache *pa_check_cache(lua_State *L, int idx) { return luaL_checkudata(L, idx, PA_CACHE_MT); }

static void cache_release(lua_cache *c)
{
    if (c->be) {
        c->be->release(c->k);
        c->be->release(c->v);
    }
    c->k = c->v = NULL;
    c->be = NULL;
}

static int l_cache_new(lua_State *L)
{
    static const char *const known[] = {"blocks", "block_size", "kv_heads", "head_dim", "dtype", "seed", NULL};
    luaL_checktype(L, 1, LUA_TTABLE);
    pa_check_known_fields(L, 1, "pa.cache", known);
    pa_cache_shape s;
    s.blocks = (int)pa_opt_integer(L, 1, "pa.cache", "blocks", -1, 1, INT32_MAX);
    s.block_size = (int)pa_opt_integer(L, 1, "pa.cache", "block_size", 16, 1, PA_MAX_BLOCK_SIZE);
    s.kv_heads = (int)pa_opt_integer(L, 1, "pa.cache", "kv_heads", 8, 1, 1024);
    s.head_dim = (int)pa_opt_integer(L, 1, "pa.cache", "head_dim", 128, 1, 1 << 16);
    s.dtype = (pa_dtype)pa_opt_option(L, 1, "pa.cache", "dtype", "fp16", pa_dtype_names);
    s.seed = (uint64_t)pa_opt_integer(L, 1, "pa.cache", "seed", 1, 0, INT64_MAX);
    pa_err e;
    if (pa_cache_shape_check(&s, &e) != 0)
        return pa_lua_raise(L, "pa.cache", &e);

    const pa_backend *be = pa_lua_backend(L);
    size_t n = pa_cache_elements(&s), bytes = n * pa_dtype_size(s.dtype);
    pa_lua_gc_account(L, 2 * bytes);
    /* host memory grants more than it holds (src/backend_cpu.c): a pool that
     * cannot be filled is refused here, K and V together, after pools nothing
     * refers to have given theirs back */
    char why[400] = "";
    size_t avail = be->available ? be->available(why, sizeof why) : 0;
    if (avail && 2 * bytes > avail) {
        pa_lua_gc_collect(L);
        avail = be->available(why, sizeof why);
        if (avail && 2 * bytes > avail) {
            /* lua_pushfstring's %f prints every digit; the figures read as the backend's own */
            char need[32], have[32];
            snprintf(need, sizeof need, "%.2f", 2.0 * (double)bytes / 1e9);
            snprintf(have, sizeof have, "%.2f", (double)avail / 1e9);
            return luaL_error(L, "pa.cache: the pool needs %s GB (K and V), and %s GB are available to the %s backend%s",
                              need, have, be->name, why);
        }
    }
    lua_cache *c = lua_newuserdatauv(L, sizeof *c, 0);
    memset(c, 0, sizeof *c);
    luaL_setmetatable(L, PA_CACHE_MT);
    c->shape = s;
    static uint64_t serials;
    c->serial = ++serials;
    for (int attempt = 0; attempt < 2 && !c->v; attempt++) {
        if (attempt) { /* pools nothing refers to may still hold the memory */
            cache_release(c);
            pa_lua_gc_collect(L);
        }
        c->be = be;
        c->k = be->alloc(bytes, &e);
        if (c->k)
            c->v = be->alloc(bytes, &e);
    }
    if (!c->k || !c->v) {
        cache_release(c);
        return pa_lua_raise(L, "pa.cache", &e);
    }
    if (be->fill_random(c->k, s.dtype, n, s.seed, 0, &e) != 0 ||
        be->fill_random(c->v, s.dtype, n, s.seed, n, &e) != 0) {
        cache_release(c);
        return pa_lua_raise(L, "pa.cache", &e);
    }
    return 1;
}

static int l_cache_gc(lua_State *L)
{
    cache_release(pa_check_cache(L, 1));
    return 0;
}

static int l_cache_tostring(lua_State *L)
{
    lua_cache *c = pa_check_cache(L, 1);
    lua_pushfstring(L, "pa.cache{blocks=%d, block_size=%d, kv_heads=%d, head_dim=%d, dtype=%s, backend=%s} (%f MB%s)",
                    c->shape.blocks, c->shape.block_size, c->shape.kv_heads, c->shape.head_dim,
                    pa_dtype_names[c->shape.dtype], c->be ? c->be->name : "released",
                    (double)pa_cache_bytes(&c->shape) / 1e6, c->be ? "" : ", closed");
    return 1;
}

/* cache:row("k"|"v", block, slot, kv_head): one row as floats, 0-based indices
 * as in the block tables. For inspection and for pinning the generator. */
static int l_cache_row(lua_State *L)
{
    static const char *const which[] = {"k", "v", NULL};
    lua_cache *c = pa_check_cache(L, 1);
    if (!c->be)
        return luaL_error(L, "cache:row: the cache was closed");
    const int kv = pa_check_name(L, 2, "tensor", which);
    const lua_Integer block = pa_check_index(L, 3, "block", 0, c->shape.blocks - 1);
    const lua_Integer slot = pa_check_index(L, 4, "slot", 0, c->shape.block_size - 1);
    const lua_Integer head = pa_check_index(L, 5, "kv head", 0, c->shape.kv_heads - 1);
    size_t esz = pa_dtype_size(c->shape.dtype), D = (size_t)c->shape.head_dim;
    size_t off = (((size_t)block * c->shape.block_size + (size_t)slot) * c->shape.kv_heads + (size_t)head) * D;
    /* the row lands in a userdata, which the collector frees if building the table runs out of memory */
    void *host = lua_newuserdatauv(L, D * esz, 0);
    if (!c->be) /* closed by a finalizer the allocation ran */
        return luaL_error(L, "cache:row: the cache was closed");
    pa_err e;
    if (c->be->download(host, (char *)(kv ? c->v : c->k) + off * esz, D * esz, &e) != 0)
        return pa_lua_raise(L, "cache:row", &e);
    pa_push_row(L, host, c->shape.dtype, D);
    return 1;
}

static int cache_get(lua_State *L)
{
    lua_cache *c = pa_check_cache(L, 1);
    const char *k = luaL_checkstring(L, 2);
    const pa_cache_shape *s = &c->shape;
    if (!strcmp(k, "blocks")) lua_pushinteger(L, s->blocks);
    else if (!strcmp(k, "block_size")) lua_pushinteger(L, s->block_size);
    else if (!strcmp(k, "kv_heads")) lua_pushinteger(L, s->kv_heads);
    else if (!strcmp(k, "head_dim")) lua_pushinteger(L, s->head_dim);
    else if (!strcmp(k, "dtype")) lua_pushstring(L, pa_dtype_names[s->dtype]);
    else if (!strcmp(k, "seed")) lua_pushinteger(L, (lua_Integer)s->seed);
    else if (!strcmp(k, "bytes")) lua_pushinteger(L, (lua_Integer)pa_cache_bytes(s));
    else if (!strcmp(k, "backend")) lua_pushstring(L, c->be ? c->be->name : "released");
    else lua_pushnil(L);
    return 1;
}

int pa_open_cache(lua_State *L)
{
    static const luaL_Reg methods[] = {{"row", l_cache_row}, {"close", l_cache_gc}, {NULL, NULL}};
    static const luaL_Reg meta[] = {
        {"__gc", l_cache_gc}, {"__close", l_cache_gc}, {"__tostring", l_cache_tostring}, {NULL, NULL}};
    pa_new_class(L, PA_CACHE_MT, methods, meta, cache_get);
    lua_pushcfunction(L, l_cache_new);
    lua_setfield(L, -2, "cache");
    return 0;
}
