/* pa.batch{}: the sequences of one decode step, their block tables, context
 * lengths and queries, on the cache's backend. Tables are validated here, once,
 * so no kernel ever sees an id outside the pool. */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "block_table.h"
#include "lua_common.h"
#include "reference.h"

enum { UV_CACHE = 1, UV_ALLOCATOR = 2 };

#define PA_MAX_SCALE 1e4

lua_batch *pa_check_batch(lua_State *L, int idx) { return luaL_checkudata(L, idx, PA_BATCH_MT); }

static void batch_release(lua_batch *b, lua_allocator *alloc)
{
    if (b->seqs) {
        for (int i = 0; i < b->nseqs; i++)
            pa_seq_release(alloc ? alloc->a : NULL, &b->seqs[i]);
        free(b->seqs);
        b->seqs = NULL;
    }
    if (b->be) {
        b->be->release(b->tables);
        b->be->release(b->lens);
        b->be->release(b->query);
    }
    b->tables = b->lens = b->query = NULL;
    free(b->host_tables);
    free(b->host_lens);
    b->host_tables = b->host_lens = NULL;
    b->be = NULL;
}

/* what a finalizer run while the batch was built (by reading its options
 * through metamethods, an allocation or a collection) may have closed */
static int closed_while_read(lua_State *L, const lua_cache *c)
{
    return luaL_error(L, "pa.batch: the %s was closed while the batch was read", !c->be ? "cache" : "allocator");
}

static int32_t *read_context_lens(lua_State *L, int tidx, int *count)
{
    if (lua_getfield(L, tidx, "context_lens") != LUA_TTABLE)
        luaL_error(L, "pa.batch: field 'context_lens' must be an array of positive integers (got %s)",
                   luaL_typename(L, -1));
    /* read raw, here and in the tables: no metamethod may run while a batch is
     * built (one could close its cache), nor answer the second pass otherwise */
    lua_Integer n = (lua_Integer)lua_rawlen(L, -1);
    if (n < 1 || n > (1 << 20))
        luaL_error(L, "pa.batch: context_lens must hold 1..%d lengths (got %I)", 1 << 20, n);
    pa_check_plain_array(L, -1, n, "pa.batch", "context_lens");
    for (lua_Integer i = 1; i <= n; i++) { /* check all before allocating: errors must not leak */
        lua_rawgeti(L, -1, i);
        int isint = 0;
        lua_Integer v = lua_tointegerx(L, -1, &isint);
        if (!isint || v < 1 || v > PA_MAX_CONTEXT_LEN)
            luaL_error(L, "pa.batch: context_lens[%I] must be an integer in 1..%d (got %s)", i, PA_MAX_CONTEXT_LEN,
                       luaL_tolstring(L, -1, NULL));
        lua_pop(L, 1);
    }
    int32_t *lens = malloc(sizeof *lens * (size_t)n);
    if (!lens)
        luaL_error(L, "pa.batch: out of memory");
    for (lua_Integer i = 1; i <= n; i++) {
        lua_rawgeti(L, -1, i);
        lens[i - 1] = (int32_t)lua_tointeger(L, -1);
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    *count = (int)n;
    return lens;
}

/* explicit tables (the array at stack index tidx, read once by the caller): an
 * array of rows, each an array of block ids, padded with -1 */
static int read_tables(lua_State *L, int tidx, lua_batch *b, pa_err *e)
{
    lua_pushvalue(L, tidx);
    lua_Integer rows = (lua_Integer)lua_rawlen(L, -1);
    if (rows != b->p.batch)
        return pa_fail(e, "block_tables has %lld rows for %d context lengths", (long long)rows, b->p.batch);
    const char *stray = pa_stray_key(L, -1, rows);
    if (stray)
        return pa_fail(e, "block_tables must be a plain array of rows at 1..%lld (it also has [%s])", (long long)rows,
                       stray);
    lua_Integer width = 1;
    for (lua_Integer r = 1; r <= rows; r++) {
        if (lua_rawgeti(L, -1, r) != LUA_TTABLE)
            return pa_fail(e, "block_tables[%lld] must be an array of block ids (got %s)", (long long)r,
                           luaL_typename(L, -1));
        lua_Integer w = (lua_Integer)lua_rawlen(L, -1);
        if ((stray = pa_stray_key(L, -1, w)) != NULL)
            return pa_fail(e, "block_tables[%lld] must be a plain array of block ids at 1..%lld (it also has [%s])",
                           (long long)r, (long long)w, stray);
        /* checked before padding, so a short row is never mistaken for -1 entries */
        int64_t need = pa_blocks_for_tokens(b->host_lens[r - 1], b->p.block_size);
        if (w < need)
            return pa_fail(e, "block_tables[%lld] has %lld entries but context length %d needs %lld blocks of %d",
                           (long long)r, (long long)w, (int)b->host_lens[r - 1], (long long)need, b->p.block_size);
        if (w > width)
            width = w;
        lua_pop(L, 1);
    }
    if (width > (1 << 24))
        return pa_fail(e, "block_tables rows of %lld entries are too long", (long long)width);
    b->p.max_blocks_per_seq = (int)width;
    b->host_tables = malloc(sizeof(int32_t) * (size_t)rows * (size_t)width);
    if (!b->host_tables)
        return pa_fail(e, "out of memory for block tables");
    for (lua_Integer r = 1; r <= rows; r++) {
        lua_rawgeti(L, -1, r);
        lua_Integer w = (lua_Integer)lua_rawlen(L, -1);
        for (lua_Integer i = 1; i <= width; i++) {
            lua_Integer id = -1;
            if (i <= w) {
                lua_rawgeti(L, -1, i);
                int isint = 0;
                id = lua_tointegerx(L, -1, &isint);
                if (!isint && lua_type(L, -1) == LUA_TNUMBER)
                    return pa_fail(e, "block_tables[%lld][%lld] must be an integer block id (got %.17g)", (long long)r,
                                   (long long)i, (double)lua_tonumber(L, -1));
                if (!isint)
                    return pa_fail(e, "block_tables[%lld][%lld] must be an integer block id (got %s)", (long long)r,
                                   (long long)i, luaL_typename(L, -1));
                lua_pop(L, 1);
                if (id < -1 || id > INT32_MAX)
                    return pa_fail(e, "block_tables[%lld][%lld] = %lld is outside the pool (0..%d, or -1 for no block)",
                                   (long long)r, (long long)i, (long long)id, b->p.num_blocks - 1);
            }
            b->host_tables[(r - 1) * width + (i - 1)] = (int32_t)id;
        }
        lua_pop(L, 1);
    }
    lua_pop(L, 1);
    return 0;
}

/* On failure the batch holds no blocks and no tables, so it can be tried again. */
static int allocate_tables(lua_batch *b, lua_allocator *a, pa_err *e)
{
    const int bs = b->p.block_size;
    int64_t need = 0, widest = 1;
    for (int i = 0; i < b->p.batch; i++) {
        int64_t n = pa_blocks_for_tokens(b->host_lens[i], bs);
        need += n;
        if (n > widest)
            widest = n;
    }
    int free_blocks = pa_allocator_free_blocks(a->a);
    if (need > free_blocks)
        return pa_fail(e, "the batch needs %lld blocks of %d tokens for %d sequence%s; the allocator has %d free of %d",
                       (long long)need, bs, b->p.batch, b->p.batch == 1 ? "" : "s", free_blocks, a->num_blocks);
    b->p.max_blocks_per_seq = (int)widest;
    b->seqs = calloc((size_t)b->p.batch, sizeof *b->seqs);
    b->host_tables = malloc(sizeof(int32_t) * (size_t)b->p.batch * (size_t)widest);
    if (!b->seqs || !b->host_tables) {
        free(b->seqs);
        free(b->host_tables);
        b->seqs = NULL;
        b->host_tables = NULL;
        return pa_fail(e, "out of memory for %d sequences", b->p.batch);
    }
    for (int i = 0; i < b->p.batch; i++) {
        /* up to 2^20 sequences: Ctrl-C is heard between them */
        int failed = (i & 4095) == 4095 && pa_interrupted() ? pa_fail(e, PA_INTERRUPTED)
                                                             : pa_allocator_allocate(a->a, b->host_lens[i], &b->seqs[i], e);
        if (failed != 0) {
            pa_err ignored; /* e keeps the allocation's message */
            for (int j = 0; j < i; j++) /* leave the allocator as it was */
                pa_allocator_free(a->a, &b->seqs[j], &ignored);
            free(b->seqs);
            free(b->host_tables);
            b->seqs = NULL;
            b->host_tables = NULL;
            b->nseqs = 0;
            return -1;
        }
        b->nseqs = i + 1;
        int32_t *row = b->host_tables + (size_t)i * widest;
        for (int64_t j = 0; j < widest; j++)
            row[j] = j < b->seqs[i].nblocks ? b->seqs[i].blocks[j] : -1;
    }
    return 0;
}

static int upload_batch(lua_batch *b, pa_err *e)
{
    const pa_backend *be = b->be;
    size_t tbytes = sizeof(int32_t) * (size_t)b->p.batch * (size_t)b->p.max_blocks_per_seq;
    size_t lbytes = sizeof(int32_t) * (size_t)b->p.batch;
    size_t qcount = (size_t)b->p.batch * b->p.heads * b->p.head_dim;
    if (!(b->tables = be->alloc(tbytes, e)) || !(b->lens = be->alloc(lbytes, e)) ||
        !(b->query = be->alloc(qcount * pa_dtype_size(b->p.dtype), e)))
        return -1;
    if (be->upload(b->tables, b->host_tables, tbytes, e) || be->upload(b->lens, b->host_lens, lbytes, e))
        return -1;
    return be->fill_random(b->query, b->p.dtype, qcount, b->seed, 0, e);
}

static int l_batch_new(lua_State *L)
{
    static const char *const known[] = {"cache", "allocator", "block_tables", "heads", "context_lens", "seed",
                                        "scale", NULL};
    luaL_checktype(L, 1, LUA_TTABLE);
    pa_check_known_fields(L, 1, "pa.batch", known);
    if (lua_getfield(L, 1, "cache") != LUA_TUSERDATA || !luaL_testudata(L, -1, PA_CACHE_MT))
        return luaL_error(L, "pa.batch: field 'cache' must be a pa.cache (got %s)", luaL_typename(L, -1));
    int cache_idx = lua_gettop(L);
    lua_cache *c = pa_check_cache(L, cache_idx);
    if (!c->be)
        return luaL_error(L, "pa.batch: the cache was closed");
    int has_alloc = lua_getfield(L, 1, "allocator") != LUA_TNIL;
    int alloc_idx = lua_gettop(L);
    int has_tables = lua_getfield(L, 1, "block_tables") != LUA_TNIL;
    if (has_tables && !lua_istable(L, -1))
        return luaL_error(L, "pa.batch: field 'block_tables' must be an array of arrays (got %s)",
                          luaL_typename(L, -1));
    const int tables_idx = lua_gettop(L); /* read from here: a second lookup could answer otherwise */
    if (has_alloc == has_tables)
        return luaL_error(L, "pa.batch: give exactly one of 'allocator' (a pa.allocator) or 'block_tables'");
    lua_allocator *a = NULL;
    if (has_alloc) {
        a = luaL_testudata(L, alloc_idx, PA_ALLOCATOR_MT);
        if (!a)
            return luaL_error(L, "pa.batch: field 'allocator' must be a pa.allocator (got %s)",
                              luaL_typename(L, alloc_idx));
        if (!a->a)
            return luaL_error(L, "pa.batch: the allocator was closed");
        if (a->num_blocks != c->shape.blocks || a->block_size != c->shape.block_size)
            return luaL_error(L, "pa.batch: the allocator manages %d blocks of %d, the cache has %d blocks of %d",
                              a->num_blocks, a->block_size, c->shape.blocks, c->shape.block_size);
    }
    int heads = (int)pa_opt_integer(L, 1, "pa.batch", "heads", c->shape.kv_heads, 1, 65536);
    if (heads % c->shape.kv_heads)
        return luaL_error(L, "pa.batch: heads (%d) must be a multiple of the cache's kv_heads (%d)", heads,
                          c->shape.kv_heads);
    uint64_t seed = (uint64_t)pa_opt_integer(L, 1, "pa.batch", "seed", 1, 0, INT64_MAX);
    double scale = pa_opt_number(L, 1, "pa.batch", "scale", 1.0 / sqrt((double)c->shape.head_dim));
    /* kept as fp32, as the kernels take it: under fp32's normal range it would
     * become 0. The kernels' scores q.k * scale are fp32 too, and the cache's
     * values lie within +-sqrt(3), so |q.k| <= 3 * head_dim <= 768: a scale of
     * 1e30 or more would make them inf and every output NaN. PA_MAX_SCALE keeps
     * them finite by far; past it the softmax is a hard maximum anyway. */
    if (!(scale >= FLT_MIN && scale <= PA_MAX_SCALE))
        return luaL_error(L, "pa.batch: field 'scale' must be a positive number in %f..%f (got %f)", (double)FLT_MIN,
                          PA_MAX_SCALE, scale);
    /* the batch first, so that its finalizer frees the lengths read next
     * whatever is raised after them */
    lua_batch *b = lua_newuserdatauv(L, sizeof *b, 2);
    memset(b, 0, sizeof *b);
    luaL_setmetatable(L, PA_BATCH_MT);
    int count;
    b->host_lens = read_context_lens(L, 1, &count);
    /* The options are read through the table's metamethods, and the
     * allocation above may run finalizers: either could have closed the
     * cache or the allocator. Nothing below runs Lua code or allocates a Lua
     * object before the batch is built. */
    if (!c->be || (a && !a->a))
        return closed_while_read(L, c);
    b->seed = seed;
    b->p.batch = count;
    b->p.heads = heads;
    b->p.kv_heads = c->shape.kv_heads;
    b->p.head_dim = c->shape.head_dim;
    b->p.block_size = c->shape.block_size;
    b->p.num_blocks = c->shape.blocks;
    b->p.dtype = c->shape.dtype;
    b->p.scale = (float)scale;
    b->be = c->be;
    b->cache_serial = c->serial;
    lua_pushvalue(L, cache_idx);
    lua_setiuservalue(L, -2, UV_CACHE);
    if (a) {
        lua_pushvalue(L, alloc_idx);
        lua_setiuservalue(L, -2, UV_ALLOCATOR);
    }
    pa_err e;
    int failed = a ? allocate_tables(b, a, &e) : read_tables(L, tables_idx, b, &e);
    if (failed && a && !pa_interrupted()) {
        /* batches nothing refers to may still hold the blocks; their finalizers
         * give them back (and could close this batch's cache or allocator) */
        pa_lua_gc_collect(L);
        if (!c->be || !a->a) {
            batch_release(b, a);
            return closed_while_read(L, c);
        }
        failed = allocate_tables(b, a, &e);
    }
    if (failed) {
        batch_release(b, a);
        return pa_lua_raise(L, "pa.batch", &e);
    }
    pa_table_summary sum;
    if (pa_block_table_check(b->host_tables, b->p.batch, b->p.max_blocks_per_seq, b->host_lens, b->p.num_blocks,
                             b->p.block_size, &sum, &e) != 0) {
        batch_release(b, a);
        return pa_lua_raise(L, "pa.batch", &e);
    }
    b->p.max_context_len = sum.max_context_len;
    b->p.total_tokens = sum.total_tokens;
    b->valid_tokens = sum.valid_tokens;
    b->unique_tokens = sum.unique_tokens;
    const double token_bytes = 2.0 * b->p.kv_heads * b->p.head_dim * (double)pa_dtype_size(b->p.dtype);
    b->bytes = token_bytes * (double)sum.valid_tokens;
    b->unique_bytes = token_bytes * (double)sum.unique_tokens;
    if (upload_batch(b, &e) != 0) {
        batch_release(b, a);
        return pa_lua_raise(L, "pa.batch", &e);
    }
    return 1;
}

static lua_allocator *batch_allocator(lua_State *L, int idx)
{
    lua_getiuservalue(L, idx, UV_ALLOCATOR);
    lua_allocator *a = luaL_testudata(L, -1, PA_ALLOCATOR_MT);
    lua_pop(L, 1);
    return a;
}

static int l_batch_gc(lua_State *L)
{
    lua_batch *b = pa_check_batch(L, 1);
    batch_release(b, batch_allocator(L, 1));
    return 0;
}

/* the pool the batch was built on, or NULL where its uservalue no longer holds
 * it; told by serial, since another pool may take a collected one's address */
static lua_cache *batch_cache(lua_State *L, int idx, const lua_batch *b)
{
    lua_getiuservalue(L, idx, UV_CACHE);
    lua_cache *c = luaL_testudata(L, -1, PA_CACHE_MT);
    lua_pop(L, 1);
    return c && c->serial == b->cache_serial ? c : NULL;
}

/* the batch and its cache, both still usable, or a Lua error saying which is not */
static lua_batch *live_batch(lua_State *L, int idx, lua_cache **cache)
{
    lua_batch *b = pa_check_batch(L, idx);
    if (!b->be)
        luaL_error(L, "batch was freed");
    lua_cache *c = batch_cache(L, idx, b);
    if (!c)
        luaL_error(L, "the batch's cache is not the pool it was built on");
    if (!c->be)
        luaL_error(L, "the batch's cache was closed");
    if (cache)
        *cache = c;
    return b;
}

lua_batch *pa_lua_live_batch(lua_State *L, int idx, const void **k, const void **v)
{
    lua_cache *c;
    lua_batch *b = live_batch(L, idx, &c);
    *k = c->k;
    *v = c->v;
    return b;
}

static int l_batch_free(lua_State *L)
{
    lua_batch *b = pa_check_batch(L, 1);
    batch_release(b, batch_allocator(L, 1));
    return 0;
}

/* A copy of the batch at idx's block tables or lengths, in a userdata left on
 * the stack: the Lua tables built from it allocate, and a finalizer run by an
 * allocation could free the batch. */
static const int32_t *host_copy(lua_State *L, int idx, int tables)
{
    const lua_batch *b = pa_check_batch(L, idx);
    const size_t n = (size_t)b->p.batch * (tables ? (size_t)b->p.max_blocks_per_seq : 1);
    int32_t *copy = lua_newuserdatauv(L, n * sizeof *copy, 0);
    live_batch(L, idx, NULL);
    memcpy(copy, tables ? b->host_tables : b->host_lens, n * sizeof *copy);
    return copy;
}

static int l_block_table(lua_State *L)
{
    const lua_batch *b = pa_check_batch(L, 1);
    const int32_t *tables = host_copy(L, 1, 1);
    lua_createtable(L, b->p.batch, 0);
    for (int i = 0; i < b->p.batch; i++) {
        lua_createtable(L, b->p.max_blocks_per_seq, 0);
        for (int j = 0; j < b->p.max_blocks_per_seq; j++) {
            lua_pushinteger(L, tables[(size_t)i * b->p.max_blocks_per_seq + j]);
            lua_rawseti(L, -2, j + 1);
        }
        lua_rawseti(L, -2, i + 1);
    }
    return 1;
}

/* host copy of backend memory, or the memory itself when the backend is the host */
static void *host_view(const pa_backend *be, const void *src, size_t bytes, int *owned, pa_err *e)
{
    *owned = 0;
    if (be == &pa_backend_cpu)
        return (void *)src;
    void *h = malloc(bytes ? bytes : 1);
    if (!h) {
        pa_fail(e, "out of host memory (%zu bytes) for a copy of device data", bytes);
        return NULL;
    }
    if (be->download(h, src, bytes, e) != 0) {
        free(h);
        return NULL;
    }
    *owned = 1;
    return h;
}

static int l_reference(lua_State *L)
{
    /* the output first: its allocation may run a finalizer that frees the
     * batch or closes its cache, so they are checked after it */
    lua_output *out = pa_push_output(L, NULL, &pa_check_batch(L, 1)->p, "reference");
    lua_cache *c;
    lua_batch *b = live_batch(L, 1, &c);
    size_t cache_bytes = pa_cache_elements(&c->shape) * pa_dtype_size(c->shape.dtype);
    size_t qbytes = (size_t)b->p.batch * b->p.heads * b->p.head_dim * pa_dtype_size(b->p.dtype);
    pa_err e;
    int own_k = 0, own_v = 0, own_q = 0;
    void *k = host_view(b->be, c->k, cache_bytes, &own_k, &e);
    void *v = k ? host_view(b->be, c->v, cache_bytes, &own_v, &e) : NULL;
    void *q = v ? host_view(b->be, b->query, qbytes, &own_q, &e) : NULL;
    int failed = !q || pa_reference(&b->p, k, v, b->host_tables, b->host_lens, q, out->data, &e) != 0;
    if (own_k) free(k);
    if (own_v) free(v);
    if (own_q) free(q);
    if (failed)
        return pa_lua_raise(L, "batch:reference", &e);
    return 1;
}

/* batch:query(b, h): the query row of sequence b, head h (1-based) as numbers */
static int l_query(lua_State *L)
{
    lua_batch *b = live_batch(L, 1, NULL);
    const lua_Integer seq = pa_check_index(L, 2, "sequence", 1, b->p.batch);
    const lua_Integer head = pa_check_index(L, 3, "head", 1, b->p.heads);
    size_t esz = pa_dtype_size(b->p.dtype), D = (size_t)b->p.head_dim;
    size_t off = ((size_t)(seq - 1) * b->p.heads + (size_t)(head - 1)) * D;
    void *host = lua_newuserdatauv(L, D * esz, 0);
    live_batch(L, 1, NULL); /* a finalizer the allocation ran may have freed it */
    pa_err e;
    if (b->be->download(host, (char *)b->query + off * esz, D * esz, &e) != 0)
        return pa_lua_raise(L, "batch:query", &e);
    pa_push_row(L, host, b->p.dtype, D);
    return 1;
}

static void push_lens(lua_State *L, const lua_batch *b)
{
    const int32_t *lens = host_copy(L, 1, 0);
    lua_createtable(L, b->p.batch, 0);
    for (int i = 0; i < b->p.batch; i++) {
        lua_pushinteger(L, lens[i]);
        lua_rawseti(L, -2, i + 1);
    }
    lua_remove(L, -2);
}

static int batch_get(lua_State *L)
{
    lua_batch *b = pa_check_batch(L, 1);
    const char *k = luaL_checkstring(L, 2);
    const pa_problem *p = &b->p;
    if (!strcmp(k, "freed")) {
        lua_pushboolean(L, b->be == NULL);
        return 1;
    }
    if (!b->be)
        return luaL_error(L, "batch was freed");
    if (!strcmp(k, "bytes")) lua_pushnumber(L, b->bytes);
    else if (!strcmp(k, "size")) lua_pushinteger(L, p->batch);
    else if (!strcmp(k, "heads")) lua_pushinteger(L, p->heads);
    else if (!strcmp(k, "kv_heads")) lua_pushinteger(L, p->kv_heads);
    else if (!strcmp(k, "group")) lua_pushinteger(L, p->heads / p->kv_heads);
    else if (!strcmp(k, "head_dim")) lua_pushinteger(L, p->head_dim);
    else if (!strcmp(k, "block_size")) lua_pushinteger(L, p->block_size);
    else if (!strcmp(k, "dtype")) lua_pushstring(L, pa_dtype_names[p->dtype]);
    else if (!strcmp(k, "seed")) lua_pushinteger(L, (lua_Integer)b->seed);
    else if (!strcmp(k, "scale")) lua_pushnumber(L, p->scale);
    else if (!strcmp(k, "context_lens")) push_lens(L, b);
    else if (!strcmp(k, "max_context_len")) lua_pushinteger(L, p->max_context_len);
    else if (!strcmp(k, "tokens")) lua_pushinteger(L, p->total_tokens);
    else if (!strcmp(k, "valid_tokens")) lua_pushinteger(L, b->valid_tokens);
    else if (!strcmp(k, "unique_tokens")) lua_pushinteger(L, b->unique_tokens);
    else if (!strcmp(k, "unique_bytes")) lua_pushnumber(L, b->unique_bytes);
    else if (!strcmp(k, "max_blocks")) lua_pushinteger(L, p->max_blocks_per_seq);
    else if (!strcmp(k, "backend")) lua_pushstring(L, b->be->name);
    else if (!strcmp(k, "cache")) lua_getiuservalue(L, 1, UV_CACHE);
    else if (!strcmp(k, "allocator")) lua_getiuservalue(L, 1, UV_ALLOCATOR);
    else lua_pushnil(L);
    return 1;
}

static int l_batch_tostring(lua_State *L)
{
    lua_batch *b = pa_check_batch(L, 1);
    if (!b->be) {
        lua_pushliteral(L, "pa.batch (freed)");
        return 1;
    }
    const lua_cache *c = batch_cache(L, 1, b);
    lua_pushfstring(L, "pa.batch(%d sequence%s, max context %d, heads %d/%d, head_dim %d, %s, %f MB of K/V",
                    b->p.batch, b->p.batch == 1 ? "" : "s", b->p.max_context_len, b->p.heads, b->p.kv_heads,
                    b->p.head_dim, pa_dtype_names[b->p.dtype], b->bytes / 1e6);
    /* a table that names a block more than once reads it more than once */
    if (b->unique_tokens < b->valid_tokens)
        lua_pushfstring(L, ", %f MB distinct", b->unique_bytes / 1e6);
    else
        lua_pushliteral(L, "");
    lua_pushstring(L, c && c->be ? ")" : ") (its cache closed)");
    lua_concat(L, 3);
    return 1;
}

int pa_open_batch(lua_State *L)
{
    static const luaL_Reg methods[] = {
        {"block_table", l_block_table}, {"reference", l_reference}, {"query", l_query}, {"free", l_batch_free}, {NULL, NULL}};
    static const luaL_Reg meta[] = {
        {"__gc", l_batch_gc}, {"__close", l_batch_gc}, {"__tostring", l_batch_tostring}, {NULL, NULL}};
    pa_new_class(L, PA_BATCH_MT, methods, meta, batch_get);
    lua_pushcfunction(L, l_batch_new);
    lua_setfield(L, -2, "batch");
    return 0;
}
