/* pa.kernel(name, opts): a member of the decode-kernel family with its options,
 * its workspace, :run(batch) -> output and :time(batch, opts) -> statistics.
 * The timing loop runs in C on the backend; Lua only asks for it. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "block_table.h"
#include "lua_common.h"
#include "nvtx.h"
#include "plan.h"

lua_kernel *pa_check_kernel(lua_State *L, int idx) { return luaL_checkudata(L, idx, PA_KERNEL_MT); }
lua_output *pa_check_output(lua_State *L, int idx) { return luaL_checkudata(L, idx, PA_OUTPUT_MT); }

lua_batch *pa_lua_live_batch(lua_State *L, int idx, const void **k, const void **v);

#define MAX_CHUNK 512
#define MAX_SPLITS 256

static int is_pow2(lua_Integer x) { return x > 0 && (x & (x - 1)) == 0; }

static int l_kernel_new(lua_State *L)
{
    static const char *const known[] = {"chunk", "splits", "threads", NULL};
    int kind = pa_check_name(L, 1, "kernel", pa_kernel_names);
    lua_settop(L, 2);
    lua_kernel *k = lua_newuserdatauv(L, sizeof *k, 0);
    memset(k, 0, sizeof *k);
    luaL_setmetatable(L, PA_KERNEL_MT);
    k->kind = (pa_kernel_kind)kind;
    if (!lua_isnoneornil(L, 2)) {
        luaL_checktype(L, 2, LUA_TTABLE);
        pa_check_known_fields(L, 2, "pa.kernel", known);
        k->chunk = (int)pa_opt_integer(L, 2, "pa.kernel", "chunk", 0, 1, MAX_CHUNK);
        if (k->chunk && !is_pow2(k->chunk))
            return luaL_error(L, "pa.kernel: field 'chunk' must be a power of two in 1..%d (got %d)", MAX_CHUNK,
                              k->chunk);
        if (lua_getfield(L, 2, "splits") == LUA_TSTRING) {
            if (strcmp(lua_tostring(L, -1), "auto") != 0)
                return luaL_error(L, "pa.kernel: field 'splits' must be an integer in 1..%d or \"auto\" (got '%s')",
                                  MAX_SPLITS, lua_tostring(L, -1));
            k->splits = 0;
        } else {
            k->splits = (int)pa_opt_integer(L, 2, "pa.kernel", "splits", 0, 1, MAX_SPLITS);
        }
        lua_pop(L, 1);
        k->threads = (int)pa_opt_integer(L, 2, "pa.kernel", "threads", 0, 32, 1024);
        if (k->threads % 32)
            return luaL_error(L, "pa.kernel: field 'threads' must be a multiple of 32 in 32..1024 (got %d)",
                              k->threads);
        /* an option the kernel has no use for would be ignored, and a sweep
         * over it would time one launch under many names */
        const char *name = pa_kernel_names[kind];
        int splits_kv = k->kind == PA_K_SPLIT_KV || k->kind == PA_K_GQA || k->kind == PA_K_AUTO;
        if (!splits_kv && k->splits > 1)
            return luaL_error(L, "pa.kernel: %s reads each sequence in one pass and takes no 'splits' (got %d; "
                              "1 and \"auto\" are accepted); split_kv, gqa and auto split the KV axis",
                              name, k->splits);
        if (k->kind == PA_K_NAIVE || k->kind == PA_K_GATHER) {
            if (k->chunk)
                return luaL_error(L, "pa.kernel: %s takes no 'chunk' (got %d); paged_scalar, paged, split_kv, gqa "
                                  "and auto read K/V in chunks", name, k->chunk);
            if (k->threads)
                return luaL_error(L, "pa.kernel: %s takes no 'threads' (got %d); its launch is fixed", name,
                                  k->threads);
        }
    }
    return 1;
}

static void kernel_release(lua_kernel *k)
{
    if (k->ws_be)
        k->ws_be->workspace_release(&k->ws);
    k->ws_be = NULL;
    if (k->scratch_be)
        k->scratch_be->release(k->scratch_out);
    k->scratch_out = NULL;
    k->scratch_be = NULL;
    k->scratch_bytes = 0;
}

static int l_kernel_gc(lua_State *L)
{
    kernel_release(pa_check_kernel(L, 1));
    return 0;
}

static pa_device_shape device_shape(lua_State *L, const pa_backend *be)
{
    pa_device_info info;
    pa_lua_device(L, be, &info);
    pa_device_shape d = {info.sms, be != &pa_backend_cpu};
    return d;
}

/* What actually runs on `dev` for a problem and its host lengths: auto picks a
 * kernel; splits "auto" and the default chunk are filled in, with the
 * planner's rules that chose them noted in `why` (cleared first). */
static void resolve_for(const lua_kernel *k, const pa_problem *p, const int32_t *lens, const pa_device_shape *dev,
                        pa_launch *l, pa_plan_why *why)
{
    l->p = *p;
    l->host_context_lens = lens;
    why->n = 0;
    if (k->kind == PA_K_AUTO) {
        pa_plan plan = pa_plan_auto_why(p, lens, dev, k->chunk, k->splits, why);
        l->kind = plan.kind;
        l->chunk = plan.chunk;
        l->splits = plan.splits;
    } else {
        l->kind = k->kind;
        l->chunk = k->chunk ? k->chunk : pa_default_chunk(p->head_dim);
        if (k->kind == PA_K_SPLIT_KV || k->kind == PA_K_GQA)
            l->splits = k->splits ? k->splits : pa_auto_splits_why(p, lens, k->kind, dev, why);
        else
            l->splits = 1;
    }
    l->threads = k->threads;
}

/* the same on the batch's backend */
static void resolve(lua_State *L, const lua_kernel *k, const lua_batch *b, pa_launch *l, pa_plan_why *why)
{
    const pa_device_shape dev = device_shape(L, b->be);
    resolve_for(k, &b->p, b->host_lens, &dev, l, why);
}

static void prepare_launch(lua_State *L, lua_kernel *k, int batch_idx, pa_launch *l, lua_batch **out_batch)
{
    const void *kc, *vc;
    lua_batch *b = pa_lua_live_batch(L, batch_idx, &kc, &vc);
    memset(l, 0, sizeof *l);
    pa_plan_why why;
    resolve(L, k, b, l, &why);
    l->k_cache = kc;
    l->v_cache = vc;
    l->block_tables = b->tables;
    l->context_lens = b->lens;
    l->query = b->query;
    l->host_block_tables = b->host_tables;
    l->host_context_lens = b->host_lens;
    if (k->ws_be && k->ws_be != b->be)
        k->ws_be->workspace_release(&k->ws);
    k->ws_be = b->be;
    l->workspace = &k->ws;
    *out_batch = b;
}

/* how many of a sequence's partitions the launch makes long on this device
 * (pa_front_parts), 0 where they are all one length */
static int launch_front(const pa_launch *l, const pa_device_shape *dev)
{
    return dev->is_gpu ? pa_front_parts(&l->p, l->kind, l->splits, l->threads, l->chunk, dev->parallel_units) : 0;
}

/* the CTA size the GPU launch takes in place of the kernel's default
 * (pa_mma_whole_threads: half the warps for whole sequences over a wave), 0
 * where it takes the default or the caller's */
static int launch_threads(const pa_launch *l, const pa_device_shape *dev)
{
    return dev->is_gpu ? pa_mma_whole_threads(&l->p, l->kind, l->splits, l->threads, l->chunk, dev->parallel_units)
                       : 0;
}

/* the launch as it runs on this device, e.g. "gqa(chunk=64, splits=10, front=6)" */
static void describe(char *dst, size_t n, const pa_launch *l, const pa_device_shape *dev)
{
    if (l->kind == PA_K_SPLIT_KV || l->kind == PA_K_GQA) {
        const int front = launch_front(l, dev);
        const int threads = launch_threads(l, dev);
        char tail[48] = "";
        if (front > 0)
            snprintf(tail, sizeof tail, ", front=%d", front);
        else if (threads > 0)
            snprintf(tail, sizeof tail, ", threads=%d", threads);
        snprintf(dst, n, "%s(chunk=%d, splits=%d%s)", pa_kernel_names[l->kind], l->chunk, l->splits, tail);
    } else if (l->kind == PA_K_NAIVE || l->kind == PA_K_GATHER)
        snprintf(dst, n, "%s", pa_kernel_names[l->kind]);
    else
        snprintf(dst, n, "%s(chunk=%d)", pa_kernel_names[l->kind], l->chunk);
}

/* The fp16/bf16 GPU launch's shape (src/plan_mma_shape.c) as plan fields:
 * grid and block as Nsight shows them, the ring slots a warp, the partitions'
 * tokens and how they merge. None where the launch is another kernel's; where
 * the launch would be refused, `error` says why, as the run would. */
static void set_mma_shape(lua_State *L, const pa_launch *l, const pa_device_shape *dev)
{
    pa_mma_shape shape;
    pa_err e;
    if (!dev->is_gpu || l->p.dtype == PA_FP32 ||
        (l->kind != PA_K_PAGED && l->kind != PA_K_SPLIT_KV && l->kind != PA_K_GQA))
        return;
    if (pa_mma_shape_of(l, dev->parallel_units, &shape, &e)) {
        pa_set_str(L, "error", e.msg);
        return;
    }
    pa_set_int(L, "grid", shape.ctas);
    pa_set_int(L, "block", shape.block);
    pa_set_int(L, "pack", shape.pack > 1 ? shape.pack : 1);
    pa_set_int(L, "stages", shape.stages);
    pa_set_int(L, "part_tokens", shape.part);
    lua_pushboolean(L, shape.held);
    lua_setfield(L, -2, "held");
    lua_pushboolean(L, shape.drain);
    lua_setfield(L, -2, "drain");
    pa_set_str(L, "merge", pa_mma_merge_name(&shape));
}

/* What kernel:plan and pa.plan answer: {kernel, chunk, splits, front,
 * threads, launch, rules}, and on a GPU the fp16/bf16 launch's {grid, block,
 * stages, part_tokens, held, drain, merge} (or the `error` it would be
 * refused with). front: how many of a sequence's partitions the GPU launch
 * makes long, 0 where they are all one length; threads: the CTA size it
 * takes in place of the default, 0 where none (the launch names each where it
 * is not 0); rules: `why`, the planner's rules that chose the count. */
static int push_plan(lua_State *L, const pa_launch *l, const pa_device_shape *dev, const pa_plan_why *why)
{
    lua_createtable(L, 0, 14);
    pa_set_str(L, "kernel", pa_kernel_names[l->kind]);
    pa_set_int(L, "chunk", l->chunk);
    pa_set_int(L, "splits", l->splits);
    pa_set_int(L, "front", launch_front(l, dev));
    pa_set_int(L, "threads", launch_threads(l, dev));
    char who[80];
    describe(who, sizeof who, l, dev);
    pa_set_str(L, "launch", who);
    set_mma_shape(L, l, dev);
    lua_createtable(L, why->n, 0);
    for (int i = 0; i < why->n; i++) {
        lua_createtable(L, 0, 3);
        pa_set_str(L, "rule", why->step[i].rule);
        pa_set_str(L, "kernel", pa_kernel_names[why->step[i].kind]);
        pa_set_int(L, "splits", why->step[i].splits);
        lua_rawseti(L, -2, i + 1);
    }
    lua_setfield(L, -2, "rules");
    return 1;
}

static int launch_error(lua_State *L, const lua_kernel *k, const pa_launch *l, const pa_err *e)
{
    return luaL_error(L, "kernel %s on batch %d x heads %d/%d x head_dim %d, block_size %d, max context %d: %s",
                      pa_kernel_names[k->kind == PA_K_AUTO ? l->kind : k->kind], l->p.batch, l->p.heads,
                      l->p.kv_heads, l->p.head_dim, l->p.block_size, l->p.max_context_len, e->msg);
}

static int l_run(lua_State *L)
{
    lua_kernel *k = pa_check_kernel(L, 1);
    /* The output first: its allocation may run a finalizer that frees the
     * batch, closes its cache or closes this kernel, whose workspace the
     * launch names. Prepared after it, the launch sees them as they are, and
     * a workspace the run grows belongs to the kernel (prepared before, a
     * closed kernel's run grew one that nothing freed). */
    const void *kc, *vc;
    lua_batch *b = pa_lua_live_batch(L, 2, &kc, &vc);
    lua_output *out = pa_push_output(L, b->be, &b->p, "");
    pa_launch l;
    prepare_launch(L, k, 2, &l, &b);
    const pa_device_shape dev = device_shape(L, b->be);
    describe(out->produced_by, sizeof out->produced_by, &l, &dev);
    l.output = out->data;
    pa_err e;
    if (b->be->run(&l, &e) != 0)
        return launch_error(L, k, &l, &e);
    return 1;
}

#define PA_MAX_LAYERS 4096

static int same_shape(const pa_problem *a, const pa_problem *b)
{
    return a->batch == b->batch && a->heads == b->heads && a->kv_heads == b->kv_heads &&
           a->head_dim == b->head_dim && a->block_size == b->block_size && a->dtype == b->dtype;
}

/* The launches one sample runs: the batch at argument 2, or each batch of a
 * list there (the layers of a decode step, one after another). The list is
 * read raw and its batches kept in a table of their own: a metamethod run
 * between two layers could close a cache or free a batch already prepared,
 * and one collected before the timing would leave its launch pointing at
 * freed memory. */
static int prepare_layers(lua_State *L, lua_kernel *k, pa_launch **launches, lua_batch **first, double *bytes)
{
    if (lua_type(L, 2) != LUA_TTABLE) {
        pa_check_batch(L, 2);
        /* allocated before the batch is checked and read: an allocation may
         * run a finalizer that frees it or closes its cache */
        *launches = lua_newuserdatauv(L, sizeof(pa_launch), 0);
        prepare_launch(L, k, 2, *launches, first);
        *bytes = (*first)->bytes;
        return 1;
    }
    const lua_Integer n = (lua_Integer)lua_rawlen(L, 2);
    luaL_argcheck(L, n >= 1 && n <= PA_MAX_LAYERS, 2, "a list of batches needs 1 to 4096 of them");
    pa_check_plain_array(L, 2, n, "kernel:time", "the list of layers");
    lua_createtable(L, (int)n, 0);
    const int kept = lua_gettop(L);
    *launches = lua_newuserdatauv(L, sizeof(pa_launch) * (size_t)n, 0);
    double sum = 0;
    for (lua_Integer i = 1; i <= n; i++) {
        lua_rawgeti(L, 2, i);
        if (!luaL_testudata(L, -1, PA_BATCH_MT))
            luaL_error(L, "kernel:time: layer %d of the list is a %s, not a batch", (int)i, luaL_typename(L, -1));
        lua_batch *b;
        prepare_launch(L, k, lua_absindex(L, -1), &(*launches)[i - 1], &b);
        lua_rawseti(L, kept, i);
        if (i == 1) {
            *first = b;
        } else if (b->be != (*first)->be || !same_shape(&b->p, &(*first)->p)) {
            const pa_problem *a = &(*first)->p, *c = &b->p;
            luaL_error(L,
                       "kernel:time: layer %d differs from layer 1 (batch %d heads %d/%d head_dim %d block_size %d %s "
                       "on %s vs batch %d heads %d/%d head_dim %d block_size %d %s on %s); the layers of a step "
                       "share one shape and backend",
                       (int)i, c->batch, c->heads, c->kv_heads, c->head_dim, c->block_size, pa_dtype_names[c->dtype],
                       b->be->name, a->batch, a->heads, a->kv_heads, a->head_dim, a->block_size,
                       pa_dtype_names[a->dtype], (*first)->be->name);
        }
        sum += b->bytes;
    }
    *bytes = sum / (double)n;
    return (int)n;
}

/* An engine's layers read one block table and one set of lengths (vLLM passes
 * the same block_tables tensor to every layer), so after the first layer they
 * come from L2. Layers whose table and lengths equal layer 1's read layer 1's
 * device copy; returns how many do. */
static int share_tables(pa_launch *l, int n)
{
    const pa_problem *p = &l[0].p;
    const size_t tbytes = sizeof(int32_t) * (size_t)p->batch * (size_t)p->max_blocks_per_seq;
    int shared = 0;
    for (int i = 1; i < n; i++) {
        if (l[i].p.max_blocks_per_seq != p->max_blocks_per_seq ||
            memcmp(l[i].host_block_tables, l[0].host_block_tables, tbytes) ||
            memcmp(l[i].host_context_lens, l[0].host_context_lens, sizeof(int32_t) * (size_t)p->batch))
            continue;
        l[i].block_tables = l[0].block_tables;
        l[i].context_lens = l[0].context_lens;
        shared++;
    }
    return shared;
}

/* kernel:time(batch | {batch, ...}, opts): statistics of one decode step, in
 * microseconds. A list times its batches as consecutive layers: one sample
 * (and with graph = true, one graph) runs them all, and the statistics are per
 * layer, which is how a decode step's kernels meet the GPU when the layers'
 * K/V together outgrow the cache (each layer's read is cold, the launches
 * queue behind one another). tables = "shared" (the default) lets layers with
 * layer 1's table read its copy, as an engine's do; "own" keeps every layer's
 * table and lengths apart (all cold). */
static int l_time(lua_State *L)
{
    static const char *const known[] = {"warmup", "iters", "graph", "l2", "tables", NULL};
    static const char *const l2_names[] = {"warm", "cold", NULL};
    static const char *const table_names[] = {"own", "shared", NULL};
    int share = 1;
    lua_kernel *k = pa_check_kernel(L, 1);
    pa_timing t = {10, 100, 0, PA_L2_COLD};
    if (!lua_isnoneornil(L, 3)) {
        luaL_checktype(L, 3, LUA_TTABLE);
        pa_check_known_fields(L, 3, "kernel:time", known);
        t.warmup = (int)pa_opt_integer(L, 3, "kernel:time", "warmup", t.warmup, 0, 1000000);
        t.iters = (int)pa_opt_integer(L, 3, "kernel:time", "iters", t.iters, 1, 1000000);
        t.graph = pa_opt_boolean(L, 3, "kernel:time", "graph", 0);
        t.l2 = (pa_l2_mode)pa_opt_option(L, 3, "kernel:time", "l2", "cold", l2_names);
        share = pa_opt_option(L, 3, "kernel:time", "tables", "shared", table_names);
    }
    /* every Lua allocation before the layers are checked: one may run a
     * finalizer that frees a batch or closes a cache */
    double *samples = lua_newuserdatauv(L, sizeof(double) * (size_t)t.iters, 0);
    pa_launch *l;
    lua_batch *b = NULL;
    double bytes;
    const int n = prepare_layers(L, k, &l, &b, &bytes);
    const pa_backend *be = b->be; /* b may be freed once results are pushed */
    const int shared = share ? share_tables(l, n) : 0;
    size_t out_bytes = (size_t)b->p.batch * b->p.heads * b->p.head_dim * pa_dtype_size(b->p.dtype);
    pa_err e;
    if (k->scratch_be != b->be || k->scratch_bytes < out_bytes) {
        if (k->scratch_be)
            k->scratch_be->release(k->scratch_out);
        k->scratch_be = NULL;
        k->scratch_out = b->be->alloc(out_bytes, &e);
        if (!k->scratch_out)
            return launch_error(L, k, l, &e);
        k->scratch_be = b->be;
        k->scratch_bytes = out_bytes;
    }
    for (int i = 0; i < n; i++)
        l[i].output = k->scratch_out;
    const pa_device_shape dev = device_shape(L, be);
    char who[80];
    describe(who, sizeof who, l, &dev);
    /* the launch as the results name it: what a profiler's range filter names */
    pa_range_push(who);
    pa_sm_clock sm_clock = {0, 0};
    const int failed = be->time(l, n, &t, samples, &sm_clock, &e) != 0;
    pa_range_pop();
    if (failed)
        return launch_error(L, k, l, &e);
    for (int i = 0; i < t.iters; i++)
        samples[i] /= n;
    pa_push_stats(L, samples, t.iters);
    pa_set_str(L, "launch", who);
    pa_set_str(L, "kernel", pa_kernel_names[l->kind]);
    pa_set_int(L, "splits", l->splits);
    pa_set_int(L, "chunk", l->chunk);
    pa_set_int(L, "warmup", t.warmup);
    pa_set_int(L, "layers", n);
    pa_set_int(L, "shared_tables", shared);
    /* what ran: the CPU backend takes the option and has no graphs */
    lua_pushboolean(L, t.graph && strcmp(be->name, "cuda") == 0);
    lua_setfield(L, -2, "graph");
    pa_set_str(L, "l2", l2_names[t.l2]);
    pa_set_str(L, "backend", be->name);
    if (sm_clock.start_mhz > 0 && sm_clock.end_mhz > 0) {
        /* the lower of the two is the one a slow row is judged by */
        pa_set_num(L, "sm_clock_mhz", sm_clock.start_mhz < sm_clock.end_mhz ? sm_clock.start_mhz : sm_clock.end_mhz);
        pa_set_num(L, "sm_clock_start_mhz", sm_clock.start_mhz);
        pa_set_num(L, "sm_clock_end_mhz", sm_clock.end_mhz);
    }
    pa_set_num(L, "bytes", bytes);
    lua_getfield(L, -1, "min");
    double best = lua_tonumber(L, -1);
    lua_getfield(L, -2, "median");
    double median = lua_tonumber(L, -1);
    lua_pop(L, 2);
    pa_set_num(L, "gbps", best > 0 ? bytes / (best * 1e3) : 0);
    pa_set_num(L, "gbps_median", median > 0 ? bytes / (median * 1e3) : 0);
    return 1;
}

/* pa.plan{context_lens = {...}, heads =, kv_heads =, head_dim =, dtype =,
 * device = {sms =, gpu =}, kernel =}: what `auto` (or the kernel given) would
 * launch for that shape on that device (default: the one in use), without a
 * cache or a batch. */
int pa_lua_plan_shape(lua_State *L)
{
    static const char *const known[] = {"context_lens", "heads", "kv_heads", "head_dim", "dtype", "device",
                                         "kernel", NULL};
    static const char *const dev_known[] = {"sms", "gpu", NULL};
    luaL_checktype(L, 1, LUA_TTABLE);
    pa_check_known_fields(L, 1, "pa.plan", known);
    pa_problem p;
    memset(&p, 0, sizeof p);
    p.kv_heads = (int)pa_opt_integer(L, 1, "pa.plan", "kv_heads", 8, 1, 1024);
    p.heads = (int)pa_opt_integer(L, 1, "pa.plan", "heads", p.kv_heads, 1, 65536);
    if (p.heads % p.kv_heads)
        return luaL_error(L, "pa.plan: heads (%d) must be a multiple of kv_heads (%d)", p.heads, p.kv_heads);
    p.head_dim = (int)pa_opt_integer(L, 1, "pa.plan", "head_dim", 128, 1, 65536);
    if (!pa_head_dim_supported(p.head_dim))
        return luaL_error(L, "pa.plan: head_dim must be one of 64, 128, 256 (got %d)", p.head_dim);
    p.dtype = (pa_dtype)pa_opt_option(L, 1, "pa.plan", "dtype", "fp16", pa_dtype_names);
    if (lua_getfield(L, 1, "context_lens") != LUA_TTABLE)
        return luaL_error(L, "pa.plan: context_lens must be a list of lengths (each >= 1)");
    const lua_Integer n = (lua_Integer)lua_rawlen(L, -1);
    if (n < 1 || n > 1 << 20)
        return luaL_error(L, "pa.plan: context_lens must hold 1 to 1048576 lengths");
    pa_check_plain_array(L, -1, n, "pa.plan", "context_lens");
    const int lens_table = lua_absindex(L, -1);
    /* the planner reads an uneven batch's lengths; on the stack till it has */
    int32_t *lens = (int32_t *)lua_newuserdatauv(L, (size_t)n * sizeof *lens, 0);
    p.batch = (int)n;
    for (lua_Integer i = 1; i <= n; i++) {
        lua_rawgeti(L, lens_table, i);
        int isint;
        const lua_Integer len = lua_tointegerx(L, -1, &isint);
        if (!isint || len < 1 || len > PA_MAX_CONTEXT_LEN)
            return luaL_error(L, "pa.plan: context_lens[%d] must be an integer in 1..%d (got %s)", (int)i,
                              PA_MAX_CONTEXT_LEN, luaL_tolstring(L, -1, NULL));
        lua_pop(L, 1);
        lens[i - 1] = (int32_t)len;
        p.total_tokens += len;
        if (len > p.max_context_len)
            p.max_context_len = (int)len;
    }
    lua_remove(L, lens_table);

    pa_device_shape dev = device_shape(L, pa_lua_backend(L));
    if (lua_getfield(L, 1, "device") != LUA_TNIL) {
        if (!lua_istable(L, -1))
            return luaL_error(L, "pa.plan: field 'device' must be a table {sms =, gpu =} (got %s)",
                              luaL_typename(L, -1));
        const int d = lua_absindex(L, -1);
        pa_check_known_fields(L, d, "pa.plan device", dev_known);
        dev.parallel_units = (int)pa_opt_integer(L, d, "pa.plan device", "sms", dev.parallel_units, 1, 1 << 20);
        dev.is_gpu = pa_opt_boolean(L, d, "pa.plan device", "gpu", dev.is_gpu);
    }
    lua_pop(L, 1);

    /* the kernel asked about, with its options; `auto` at its defaults */
    lua_kernel automatic = {.kind = PA_K_AUTO};
    const lua_kernel *k = &automatic;
    if (lua_getfield(L, 1, "kernel") != LUA_TNIL) {
        k = luaL_testudata(L, -1, PA_KERNEL_MT);
        if (!k)
            return luaL_error(L, "pa.plan: field 'kernel' must be a kernel, pa.kernel(name, {chunk, splits, threads}) "
                                 "(got %s)", luaL_typename(L, -1));
    }
    pa_launch l;
    memset(&l, 0, sizeof l);
    pa_plan_why why;
    resolve_for(k, &p, lens, &dev, &l, &why);
    lua_pop(L, 1);
    return push_plan(L, &l, &dev, &why);
}

/* kernel:plan(batch): what a run on this batch would launch */
static int l_plan(lua_State *L)
{
    lua_kernel *k = pa_check_kernel(L, 1);
    const void *kc, *vc;
    lua_batch *b = pa_lua_live_batch(L, 2, &kc, &vc);
    pa_launch l;
    memset(&l, 0, sizeof l);
    pa_plan_why why;
    resolve(L, k, b, &l, &why);
    const pa_device_shape dev = device_shape(L, b->be);
    return push_plan(L, &l, &dev, &why);
}

static int kernel_get(lua_State *L)
{
    lua_kernel *k = pa_check_kernel(L, 1);
    const char *f = luaL_checkstring(L, 2);
    if (!strcmp(f, "name")) lua_pushstring(L, pa_kernel_names[k->kind]);
    else if (!strcmp(f, "description")) lua_pushstring(L, pa_kernel_descriptions[k->kind]);
    else if (!strcmp(f, "chunk")) k->chunk ? lua_pushinteger(L, k->chunk) : lua_pushliteral(L, "default");
    else if (!strcmp(f, "splits")) k->splits ? lua_pushinteger(L, k->splits) : lua_pushliteral(L, "auto");
    else if (!strcmp(f, "threads")) k->threads ? lua_pushinteger(L, k->threads) : lua_pushliteral(L, "default");
    else lua_pushnil(L);
    return 1;
}

static int l_kernel_tostring(lua_State *L)
{
    lua_kernel *k = pa_check_kernel(L, 1);
    lua_pushfstring(L, "pa.kernel('%s')", pa_kernel_names[k->kind]);
    return 1;
}

/* ---- outputs ---- */

lua_output *pa_push_output(lua_State *L, const pa_backend *be, const pa_problem *p, const char *who)
{
    lua_output *o = lua_newuserdatauv(L, sizeof *o, 0);
    memset(o, 0, sizeof *o);
    luaL_setmetatable(L, PA_OUTPUT_MT);
    o->batch = p->batch;
    o->heads = p->heads;
    o->head_dim = p->head_dim;
    o->dtype = p->dtype;
    snprintf(o->produced_by, sizeof o->produced_by, "%s", who);
    size_t n = (size_t)p->batch * p->heads * p->head_dim;
    pa_err e;
    if (be) {
        o->data = be->alloc(n * pa_dtype_size(p->dtype), &e);
        if (!o->data)
            pa_lua_raise(L, "output", &e);
        o->be = be;
    } else {
        o->data = malloc(sizeof(double) * n);
        if (!o->data)
            luaL_error(L, "output: out of host memory");
    }
    return o;
}

static size_t output_count(const lua_output *o) { return (size_t)o->batch * o->heads * o->head_dim; }

/* the output's values as host doubles, in a userdata pushed on the stack: an
 * error raised before the caller is done with them leaves nothing to free.
 * Allocated before the output is looked at, since the allocation may run a
 * finalizer that closes it. */
static double *output_values(lua_State *L, const lua_output *o)
{
    size_t n = output_count(o);
    double *d = lua_newuserdatauv(L, sizeof(double) * (n ? n : 1), 0);
    if (!o->data)
        luaL_error(L, "output was closed");
    if (!o->be) {
        memcpy(d, o->data, sizeof(double) * n);
        return d;
    }
    size_t bytes = n * pa_dtype_size(o->dtype);
    void *h = malloc(bytes ? bytes : 1);
    pa_err e;
    if (!h || o->be->download(h, o->data, bytes, &e) != 0) {
        free(h);
        if (!h)
            luaL_error(L, "output: out of host memory");
        pa_lua_raise(L, "output", &e);
    }
    for (size_t i = 0; i < n; i++)
        d[i] = pa_load(h, o->dtype, i);
    free(h);
    return d;
}

static void check_same_shape(lua_State *L, const lua_output *a, const lua_output *b)
{
    if (a->batch != b->batch || a->heads != b->heads || a->head_dim != b->head_dim)
        luaL_error(L, "outputs differ in shape: [%d, %d, %d] vs [%d, %d, %d]", a->batch, a->heads, a->head_dim,
                   b->batch, b->heads, b->head_dim);
}

/* max |a - b|; a NaN anywhere makes the error NaN (never a pass) */
static int l_max_abs_err(lua_State *L)
{
    lua_output *a = pa_check_output(L, 1), *b = pa_check_output(L, 2);
    check_same_shape(L, a, b);
    double *x = output_values(L, a), *y = output_values(L, b);
    double worst = 0;
    for (size_t i = 0; i < output_count(a); i++) {
        double d = fabs(x[i] - y[i]);
        if (isnan(d)) {
            worst = NAN;
            break;
        }
        if (d > worst)
            worst = d;
    }
    lua_pushnumber(L, worst);
    return 1;
}

/* ||a - b|| / ||b||, b being the reference */
static int l_rel_err(lua_State *L)
{
    lua_output *a = pa_check_output(L, 1), *b = pa_check_output(L, 2);
    check_same_shape(L, a, b);
    double *x = output_values(L, a), *y = output_values(L, b);
    double num = 0, den = 0;
    for (size_t i = 0; i < output_count(a); i++) {
        num += (x[i] - y[i]) * (x[i] - y[i]);
        den += y[i] * y[i];
    }
    lua_pushnumber(L, den > 0 ? sqrt(num / den) : sqrt(num));
    return 1;
}

/* out:values(): flat array in [batch][heads][head_dim] order; out:get(b, h, d) 1-based */
static int l_values(lua_State *L)
{
    lua_output *o = pa_check_output(L, 1);
    double *x = output_values(L, o);
    size_t n = output_count(o);
    lua_createtable(L, (int)n, 0);
    for (size_t i = 0; i < n; i++) {
        lua_pushnumber(L, x[i]);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    return 1;
}

static int l_get(lua_State *L)
{
    lua_output *o = pa_check_output(L, 1);
    const lua_Integer b = pa_check_index(L, 2, "sequence", 1, o->batch);
    const lua_Integer h = pa_check_index(L, 3, "head", 1, o->heads);
    const lua_Integer d = pa_check_index(L, 4, "column", 1, o->head_dim);
    double *x = output_values(L, o);
    lua_pushnumber(L, x[((size_t)(b - 1) * o->heads + (size_t)(h - 1)) * o->head_dim + (size_t)(d - 1)]);
    return 1;
}

static int l_output_gc(lua_State *L)
{
    lua_output *o = pa_check_output(L, 1);
    if (o->be)
        o->be->release(o->data);
    else
        free(o->data);
    o->data = NULL;
    return 0;
}

static int output_get(lua_State *L)
{
    lua_output *o = pa_check_output(L, 1);
    const char *f = luaL_checkstring(L, 2);
    if (!strcmp(f, "batch")) lua_pushinteger(L, o->batch);
    else if (!strcmp(f, "heads")) lua_pushinteger(L, o->heads);
    else if (!strcmp(f, "head_dim")) lua_pushinteger(L, o->head_dim);
    else if (!strcmp(f, "dtype")) lua_pushstring(L, o->be ? pa_dtype_names[o->dtype] : "fp64");
    else if (!strcmp(f, "produced_by")) lua_pushstring(L, o->produced_by);
    else if (!strcmp(f, "backend")) lua_pushstring(L, o->be ? o->be->name : "host");
    else lua_pushnil(L);
    return 1;
}

static int l_output_tostring(lua_State *L)
{
    lua_output *o = pa_check_output(L, 1);
    lua_pushfstring(L, "pa.output[%d, %d, %d] from %s%s", o->batch, o->heads, o->head_dim, o->produced_by,
                    o->data ? "" : " (closed)");
    return 1;
}

int pa_open_kernel(lua_State *L)
{
    static const luaL_Reg methods[] = {{"run", l_run}, {"time", l_time}, {"plan", l_plan}, {NULL, NULL}};
    static const luaL_Reg meta[] = {
        {"__gc", l_kernel_gc}, {"__close", l_kernel_gc}, {"__tostring", l_kernel_tostring}, {NULL, NULL}};
    static const luaL_Reg out_methods[] = {
        {"max_abs_err", l_max_abs_err}, {"rel_err", l_rel_err}, {"values", l_values}, {"get", l_get}, {NULL, NULL}};
    static const luaL_Reg out_meta[] = {
        {"__gc", l_output_gc}, {"__close", l_output_gc}, {"__tostring", l_output_tostring}, {NULL, NULL}};
    pa_new_class(L, PA_KERNEL_MT, methods, meta, kernel_get);
    pa_new_class(L, PA_OUTPUT_MT, out_methods, out_meta, output_get);
    lua_pushcfunction(L, l_kernel_new);
    lua_setfield(L, -2, "kernel");
    /* the bounds pa.kernel checks, for scripts that validate their own options */
    lua_createtable(L, 0, 2);
    lua_pushinteger(L, MAX_CHUNK);
    lua_setfield(L, -2, "chunk");
    lua_pushinteger(L, MAX_SPLITS);
    lua_setfield(L, -2, "splits");
    lua_setfield(L, -2, "kernel_limits");
    return 0;
}
