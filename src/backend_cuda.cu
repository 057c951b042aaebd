/* The CUDA backend, host side: device memory, the device half of the shared
 * random stream, dispatch of a launch to its kernels (kernels/), CUDA-event
 * timing with optional graph replay and L2 flush, and the read bandwidth that
 * timings are quoted against. Every CUDA call is checked and a failure is
 * returned through pa_err naming the call (and, for launches, the kernel and
 * batch shape); nothing here prints or exits. */
#include <cuda_runtime.h>
#include <curand.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <algorithm>
#include <vector>

#include "backend.h"
#include "dtype.h"
#include "pa_error.h"
#include "rng.h"
#include "stats.h"
#include "kernels.h"
#include "trace.cuh"

/* ---- errors ------------------------------------------------------------- */

/* A failed runtime call stays the last error until it is taken, and the next
 * launch's check (launched(), kernels/pa_device.cuh) would report it as its
 * own: a refused cudaMalloc made the next pool's fill read "launch: out of
 * memory". Reported here, it is taken here. A sticky error survives this and
 * fails every later call, as it should. */
static void take_last_error(void) { (void)cudaGetLastError(); }

static int cuda_fail(pa_err *e, const char *call, cudaError_t err)
{
    take_last_error();
    return pa_fail(e, "%s: %s", call, cudaGetErrorString(err));
}

#define CUDA_TRY(call)                                                                                                \
    do {                                                                                                              \
        cudaError_t err_ = (call);                                                                                    \
        if (err_ != cudaSuccess) {                                                                                    \
            cuda_fail(e, #call, err_);                                                                                \
            goto fail;                                                                                                \
        }                                                                                                             \
    } while (0)

static const char *kernel_name(pa_kernel_kind k)
{
    switch (k) {
    case PA_K_NAIVE: return "naive";
    case PA_K_GATHER: return "gather";
    case PA_K_PAGED_SCALAR: return "paged_scalar";
    case PA_K_PAGED: return "paged";
    case PA_K_SPLIT_KV: return "split_kv";
    case PA_K_GQA: return "gqa";
    case PA_K_AUTO: return "auto";
    default: return "unknown";
    }
}

static const char *dtype_name(pa_dtype t) { return (unsigned)t <= PA_FP32 ? pa_dtype_names[t] : "?"; }

/* Rewrites e's message as "<kernel> [shape]: <message>". */
static int in_context(const pa_launch *l, pa_err *e)
{
    if (!e)
        return -1;
    char inner[sizeof e->msg];
    snprintf(inner, sizeof inner, "%s", e->msg);
    const pa_problem *p = &l->p;
    return pa_fail(e,
                   "%s [batch=%d heads=%d kv_heads=%d head_dim=%d block_size=%d max_ctx=%d %s chunk=%d splits=%d "
                   "threads=%d]: %s",
                   kernel_name(l->kind), p->batch, p->heads, p->kv_heads, p->head_dim, p->block_size,
                   p->max_context_len, dtype_name(p->dtype), l->chunk, l->splits, l->threads, inner);
}

/* ---- device and memory -------------------------------------------------- */

static int cuda_probe(pa_err *e)
{
    int n = 0;
    cudaError_t err = cudaGetDeviceCount(&n);
    if (err != cudaSuccess) {
        cudaGetLastError();
        return pa_fail(e, "no CUDA device: %s", cudaGetErrorString(err));
    }
    if (n < 1)
        return pa_fail(e, "no CUDA device: the driver reports none");
    return 0;
}

static int cuda_device(pa_device_info *info, pa_err *e)
{
    int dev = 0, sms = 0, l2 = 0, clock_khz = 0, sm_khz = 0, bus = 0;
    cudaDeviceProp prop;
    memset(info, 0, sizeof *info);
    CUDA_TRY(cudaGetDevice(&dev));
    CUDA_TRY(cudaGetDeviceProperties(&prop, dev));
    CUDA_TRY(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
    CUDA_TRY(cudaDeviceGetAttribute(&l2, cudaDevAttrL2CacheSize, dev));
    CUDA_TRY(cudaDeviceGetAttribute(&clock_khz, cudaDevAttrMemoryClockRate, dev));
    CUDA_TRY(cudaDeviceGetAttribute(&bus, cudaDevAttrGlobalMemoryBusWidth, dev));
    CUDA_TRY(cudaDeviceGetAttribute(&sm_khz, cudaDevAttrClockRate, dev));
    snprintf(info->name, sizeof info->name, "%s", prop.name);
    info->backend = "cuda";
    info->sms = sms;
    info->memory_bytes = prop.totalGlobalMem;
    info->l2_bytes = (size_t)l2;
    info->cc_major = prop.major;
    info->cc_minor = prop.minor;
    info->memory_clock_khz = clock_khz;
    info->sm_clock_khz = sm_khz;
    info->bus_width_bits = bus;
    /* double data rate: two transfers a clock over bus/8 bytes */
    info->theoretical_gbps = 2.0 * (double)clock_khz * 1e3 * (double)bus / 8.0 / 1e9;
    return 0;
fail:
    return -1;
}

/* Right after a large cudaFree every DRAM read of the process is slower for a
 * while: on an H200 a 2.1 GB decode step read 552 us instead of 483 at once
 * after a 30 or 90 GB pool was released, and 483 again half a second later
 * (bench/RESULTS.md, lines round), the driver clearing the memory in the
 * background. A timing that starts in that window would measure the clearing
 * too, so it waits the window out, reckoned from each large release at
 * SETTLE_GBPS (below what the H200 showed) and at most SETTLE_MAX_S. */
#define SETTLE_MIN_BYTES ((size_t)1000000000)
#define SETTLE_GBPS 100.0
#define SETTLE_MAX_S 2.0

static std::vector<std::pair<void *, size_t>> large_allocations;
static double settled_at; /* pa_clock_monotonic seconds */

static void wait_for_released_memory(void)
{
    const double left = settled_at - pa_clock_monotonic(NULL);
    if (left <= 0)
        return;
    struct timespec ts = {(time_t)left, (long)((left - (double)(time_t)left) * 1e9)};
    nanosleep(&ts, NULL);
}

/* cudaFree, and the wait a release of `bytes` asks of the next timing */
static void device_free(void *ptr, size_t bytes)
{
    if (cudaFree(ptr) != cudaSuccess)
        take_last_error(); /* nothing to report it to; not the next launch's */
    if (bytes < SETTLE_MIN_BYTES)
        return;
    const double now = pa_clock_monotonic(NULL);
    settled_at = std::min(std::max(settled_at, now) + (double)bytes / (SETTLE_GBPS * 1e9), now + SETTLE_MAX_S);
}

static void *cuda_alloc(size_t bytes, pa_err *e)
{
    void *p = NULL;
    cudaError_t err = cudaMalloc(&p, bytes ? bytes : 16); /* a zero-byte request still gets a real pointer */
    if (err != cudaSuccess) {
        take_last_error();
        pa_fail(e, "cudaMalloc(%zu bytes): %s", bytes, cudaGetErrorString(err));
        return NULL;
    }
    if (bytes >= SETTLE_MIN_BYTES) {
        try {
            large_allocations.emplace_back(p, bytes);
        } catch (...) { /* untracked: its release is not waited for */
        }
    }
    return p;
}

static void cuda_release(void *ptr)
{
    if (!ptr)
        return;
    size_t bytes = 0; /* only large allocations are kept, and only they are waited for */
    for (size_t i = 0; i < large_allocations.size(); i++)
        if (large_allocations[i].first == ptr) {
            bytes = large_allocations[i].second;
            large_allocations[i] = large_allocations.back();
            large_allocations.pop_back();
            break;
        }
    device_free(ptr, bytes);
}

static int cuda_copy(void *dst, const void *src, size_t bytes, cudaMemcpyKind kind, const char *what, pa_err *e)
{
    if (!bytes)
        return 0;
    cudaError_t err = cudaMemcpy(dst, src, bytes, kind);
    if (err != cudaSuccess) {
        take_last_error();
        return pa_fail(e, "cudaMemcpy(%s, %zu bytes): %s", what, bytes, cudaGetErrorString(err));
    }
    return 0;
}

static int cuda_upload(void *dst, const void *src, size_t bytes, pa_err *e)
{
    return cuda_copy(dst, src, bytes, cudaMemcpyHostToDevice, "host to device", e);
}

static int cuda_download(void *dst, const void *src, size_t bytes, pa_err *e)
{
    return cuda_copy(dst, src, bytes, cudaMemcpyDeviceToHost, "device to host", e);
}

/* ---- random fill -------------------------------------------------------- */

/* The same chunking as rng.c's host path, so both draw the stream in identical
 * generate calls and any per-call behaviour of the generator is shared. */
enum { FILL_CHUNK = 1 << 20 };

static int curand_fail(pa_err *e, const char *call, curandStatus_t st)
{
    return pa_fail(e, "%s failed (cuRAND status %d)", call, (int)st);
}

static int cuda_fill_random(void *dst, pa_dtype t, size_t count, uint64_t seed, uint64_t offset, pa_err *e)
{
    if (!count)
        return 0;
    curandGenerator_t gen = NULL;
    float *tmp = NULL;
    int rc = -1;
    curandStatus_t st = curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_PHILOX4_32_10);
    if (st != CURAND_STATUS_SUCCESS) {
        gen = NULL;
        curand_fail(e, "curandCreateGenerator(PHILOX4_32_10)", st);
        goto fail;
    }
    if ((st = curandSetPseudoRandomGeneratorSeed(gen, seed)) != CURAND_STATUS_SUCCESS) {
        curand_fail(e, "curandSetPseudoRandomGeneratorSeed", st);
        goto fail;
    }
    if ((st = curandSetGeneratorOffset(gen, offset)) != CURAND_STATUS_SUCCESS) {
        curand_fail(e, "curandSetGeneratorOffset", st);
        goto fail;
    }
    CUDA_TRY(cudaMalloc(&tmp, sizeof(float) * std::min<size_t>(count, FILL_CHUNK)));
    for (size_t at = 0; at < count; at += FILL_CHUNK) {
        const size_t n = std::min<size_t>(count - at, FILL_CHUNK);
        if ((st = curandGenerateUniform(gen, tmp, n)) != CURAND_STATUS_SUCCESS) {
            curand_fail(e, "curandGenerateUniform", st);
            goto fail;
        }
        /* generator and conversion share the legacy default stream, so tmp is
         * not overwritten before the conversion has read it */
        if (pa_cuda_fill_convert(dst, t, at, tmp, n, 0, e))
            goto fail;
    }
    CUDA_TRY(cudaStreamSynchronize(0));
    rc = 0;
fail:
    if (tmp)
        cudaFree(tmp);
    if (gen)
        curandDestroyGenerator(gen);
    return rc;
}

/* ---- launches ----------------------------------------------------------- */

static int validate(const pa_launch *l, pa_err *e)
{
    const pa_problem *p = &l->p;
    if (l->kind < 0 || l->kind >= PA_K_COUNT || l->kind == PA_K_AUTO)
        return pa_fail(e, "kernel kind %d cannot be launched (auto is resolved before launch)", (int)l->kind);
    if (p->batch < 1 || p->heads < 1 || p->kv_heads < 1 || p->heads % p->kv_heads != 0)
        return pa_fail(e, "batch and heads must be >= 1 and heads a multiple of kv_heads");
    if (p->heads > 65535)
        return pa_fail(e, "heads=%d exceeds the grid's y extent (65535)", p->heads);
    if (p->head_dim != 64 && p->head_dim != 128 && p->head_dim != 256)
        return pa_fail(e, "head_dim %d is not supported (64, 128 or 256)", p->head_dim);
    if (p->block_size < 1 || p->block_size > 1024 || (p->block_size & (p->block_size - 1)))
        return pa_fail(e, "block_size %d is not a power of two in 1..1024", p->block_size);
    if ((unsigned)p->dtype > PA_FP32)
        return pa_fail(e, "unknown dtype %d", (int)p->dtype);
    if (p->max_blocks_per_seq < 1 || p->num_blocks < 1 || p->max_context_len < 1)
        return pa_fail(e, "empty problem (num_blocks, max_blocks_per_seq and max_context_len must be >= 1)");
    if (!l->k_cache || !l->v_cache || !l->block_tables || !l->context_lens || !l->query || !l->output)
        return pa_fail(e, "a device buffer of the launch is missing");
    if ((l->kind == PA_K_SPLIT_KV || l->kind == PA_K_GQA) && (l->splits < 1 || l->splits > 65535))
        return pa_fail(e, "splits=%d: must be in 1..65535", l->splits);
    return 0;
}

/* Grows ws to at least need bytes, zeroed when asked; what names the buffer in
 * errors. Never called while a stream is being captured: time() launches once
 * outside the capture first. */
static int reserve(pa_workspace *ws, size_t need, bool zero, const char *what, pa_err *e)
{
    if (ws->ptr && ws->bytes >= need)
        return 0;
    if (ws->ptr)
        device_free(ws->ptr, ws->bytes); /* synchronises with work still using it */
    ws->ptr = NULL;
    ws->bytes = 0;
    cudaError_t err = cudaMalloc(&ws->ptr, need);
    if (err != cudaSuccess) {
        take_last_error();
        ws->ptr = NULL;
        return pa_fail(e, "cudaMalloc(%s, %zu bytes): %s", what, need, cudaGetErrorString(err));
    }
    if (zero) {
        err = cudaMemset(ws->ptr, 0, need);
        if (err == cudaSuccess)
            err = cudaDeviceSynchronize(); /* the memset ran on the legacy stream; launches use others */
        if (err != cudaSuccess) {
            take_last_error();
            cudaFree(ws->ptr);
            ws->ptr = NULL;
            return pa_fail(e, "cudaMemset(%s, %zu bytes): %s", what, need, cudaGetErrorString(err));
        }
    }
    ws->bytes = need;
    return 0;
}

/* The caller's workspace: the padded copy or the split partials. */
static int ws_reserve(pa_workspace *ws, size_t need, pa_err *e)
{
    if (!ws)
        return pa_fail(e, "this kernel needs a workspace and the launch has none");
    return reserve(ws, need, false, "workspace", e);
}

/* Merge state of the split kernels that every launch leaves at zero: the
 * counters (pa_cuda_counters_bytes; the CTA that merges resets its own) and
 * the flagged partials (the CTA that merges clears what it read). So
 * no launch pays a memset. Process-wide, since a launch only needs them while
 * it runs and launches never overlap. */
static pa_workspace g_counters, g_flagged;

/* Rows of the padded copy: the longest context, from the host copy when there
 * is one so the padding can never be shorter than a sequence. */
static int padded_len(const pa_launch *l)
{
    int n = l->p.max_context_len;
    if (l->host_context_lens) {
        n = 1;
        for (int b = 0; b < l->p.batch; b++)
            n = std::max(n, (int)l->host_context_lens[b]);
    }
    return n;
}

/* Enqueues every kernel of the launch on s; no synchronisation. */
static int launch(const pa_launch *l, cudaStream_t s, pa_err *e)
{
    switch (l->kind) {
    case PA_K_NAIVE:
    case PA_K_GATHER: {
        const int max_ctx = padded_len(l);
        if (ws_reserve(l->workspace, pa_cuda_padded_bytes(&l->p, max_ctx), e))
            return -1;
        const pa_padded pad = pa_cuda_padded_at(l->workspace->ptr, &l->p, max_ctx);
        const int rc = l->kind == PA_K_NAIVE ? pa_cuda_naive_copy(l, &pad, s, e) : pa_cuda_gather(l, &pad, s, e);
        return rc ? rc : pa_cuda_dense(l, &pad, s, e);
    }
    case PA_K_PAGED_SCALAR: return pa_cuda_paged_scalar(l, s, e);
    case PA_K_PAGED: return pa_cuda_paged(l, s, e);
    case PA_K_SPLIT_KV:
    case PA_K_GQA: {
        pa_merge_ws m = {};
        if (l->splits > 1) {
            const size_t counters = pa_cuda_counters_bytes(&l->p, l->splits);
            const size_t flagged = pa_cuda_flagged_bytes(l);
            if (ws_reserve(l->workspace, pa_cuda_partials_bytes(&l->p, l->splits), e) ||
                reserve(&g_counters, counters, true, "merge counters", e) ||
                (flagged && reserve(&g_flagged, flagged, true, "flagged partials", e)))
                return -1;
            m.partials = static_cast<float *>(l->workspace->ptr);
            m.counters = static_cast<int *>(g_counters.ptr);
            m.flagged = flagged ? g_flagged.ptr : NULL;
        }
        return l->kind == PA_K_SPLIT_KV ? pa_cuda_split_kv(l, &m, s, e) : pa_cuda_gqa(l, &m, s, e);
    }
    default: return pa_fail(e, "kernel kind %d cannot be launched", (int)l->kind);
    }
}

static int cuda_run(const pa_launch *l, pa_err *e)
{
    if (validate(l, e) || launch(l, 0, e))
        return in_context(l, e);
    cudaError_t err = cudaStreamSynchronize(0);
    if (err == cudaSuccess)
        err = cudaGetLastError();
    if (err != cudaSuccess) {
        take_last_error();
        pa_fail(e, "while running: %s", cudaGetErrorString(err));
        return in_context(l, e);
    }
    return 0;
}

/* ---- timing ------------------------------------------------------------- */

static int l2_bytes(size_t *bytes, pa_err *e)
{
    int dev = 0, l2 = 0;
    cudaError_t err = cudaGetDevice(&dev);
    if (err == cudaSuccess)
        err = cudaDeviceGetAttribute(&l2, cudaDevAttrL2CacheSize, dev);
    if (err != cudaSuccess)
        return cuda_fail(e, "cudaDeviceGetAttribute(L2CacheSize)", err);
    *bytes = (size_t)l2;
    return 0;
}

/* A private stream and the two events around each timed sample: what both
 * timing loops (a kernel's samples, the read bandwidth) set up and tear down. */
struct Stopwatch {
    cudaStream_t s = NULL;
    cudaEvent_t ev0 = NULL, ev1 = NULL;
};

static int stopwatch_open(Stopwatch *w, pa_err *e)
{
    CUDA_TRY(cudaStreamCreateWithFlags(&w->s, cudaStreamNonBlocking));
    CUDA_TRY(cudaEventCreate(&w->ev0));
    CUDA_TRY(cudaEventCreate(&w->ev1));
    return 0;
fail:
    return -1;
}

/* waits for the stream's work, so what it used can be freed afterwards */
static void stopwatch_close(Stopwatch *w)
{
    if (w->s)
        cudaStreamSynchronize(w->s);
    if (w->ev0)
        cudaEventDestroy(w->ev0);
    if (w->ev1)
        cudaEventDestroy(w->ev1);
    if (w->s)
        cudaStreamDestroy(w->s);
    *w = Stopwatch();
}

/* One sample: the n launches in order (the layers share one shape, so a
 * failure is reported in the first one's context). */
static int launch_all(const pa_launch *l, int n, cudaStream_t s, pa_err *e)
{
#ifdef PA_TRACE
    pa_trace_reset(); /* the stretches of these launches: the last pass's are dumped */
#endif
    for (int i = 0; i < n; i++)
        if (launch(&l[i], s, e))
            return -1;
    return 0;
}

/* The SM clock read before the first sample and after the last
 * (kernels/sm_clock.cu), unless PABENCH_SM_CLOCK=0: 50 us of one busy SM
 * each, outside the samples, that a run comparing builds may want gone. */
static bool sm_clock_wanted(void)
{
    const char *v = getenv("PABENCH_SM_CLOCK");
    return !v || strcmp(v, "0") != 0;
}

static int cuda_time(const pa_launch *l, int n, const pa_timing *t, double *samples_us, pa_sm_clock *sm_clock,
                     pa_err *e)
{
    Stopwatch w;
    float *clock_mhz = NULL; /* device: before the samples, after them */
    cudaGraph_t graph = NULL;
    cudaGraphExec_t exec = NULL;
    void *flush = NULL;
    unsigned *sink = NULL;
    size_t flush_bytes = 0;
    int rc = -1;

    for (int i = 0; i < n; i++)
        if (validate(&l[i], e))
            return in_context(&l[i], e);
    if (t->iters < 0 || t->warmup < 0)
        return pa_fail(e, "warmup and iters must be >= 0");
    wait_for_released_memory();

    if (stopwatch_open(&w, e))
        goto fail;
    if (t->l2 == PA_L2_COLD) {
        size_t l2 = 0;
        if (l2_bytes(&l2, e))
            goto fail;
        flush_bytes = std::max<size_t>(2 * l2, 8u << 20);
        flush_bytes = (flush_bytes + 15) & ~(size_t)15;
        CUDA_TRY(cudaMalloc(&flush, flush_bytes));
        CUDA_TRY(cudaMalloc(&sink, sizeof(unsigned)));
        CUDA_TRY(cudaMemset(flush, 0, flush_bytes));
    }
    if (sm_clock && sm_clock_wanted())
        CUDA_TRY(cudaMalloc(&clock_mhz, 2 * sizeof *clock_mhz));

    /* One plain pass before anything is timed or captured: it grows the
     * workspace and raises kernel attributes, which a capture may not do, and it
     * reports a bad configuration under its own name. */
    if (launch_all(l, n, w.s, e))
        goto fail;
    CUDA_TRY(cudaStreamSynchronize(w.s));
    wait_for_released_memory(); /* a workspace that pass grew released the old one */

    if (t->graph) {
        CUDA_TRY(cudaStreamBeginCapture(w.s, cudaStreamCaptureModeThreadLocal));
        const int lrc = launch_all(l, n, w.s, e);
        const cudaError_t cerr = cudaStreamEndCapture(w.s, &graph);
        if (lrc) {
            cudaGetLastError(); /* the failed capture's own error */
            goto fail;
        }
        if (cerr != cudaSuccess) {
            cuda_fail(e, "cudaStreamEndCapture", cerr);
            goto fail;
        }
        CUDA_TRY(cudaGraphInstantiate(&exec, graph, 0));
        CUDA_TRY(cudaGraphUpload(exec, w.s));
    }

    for (int i = 0; i < t->warmup; i++) {
        if (pa_interrupted()) {
            pa_fail(e, PA_INTERRUPTED);
            goto fail;
        }
        if (exec)
            CUDA_TRY(cudaGraphLaunch(exec, w.s));
        else if (launch_all(l, n, w.s, e))
            goto fail;
    }
    if (clock_mhz && pa_cuda_sm_clock(&clock_mhz[0], w.s, e))
        goto fail;
    CUDA_TRY(cudaStreamSynchronize(w.s));

    for (int i = 0; i < t->iters; i++) {
        if (pa_interrupted()) {
            pa_fail(e, PA_INTERRUPTED);
            goto fail;
        }
        if (flush && pa_cuda_l2_flush(flush, flush_bytes, sink, w.s, e))
            goto fail;
        CUDA_TRY(cudaEventRecord(w.ev0, w.s));
        if (exec)
            CUDA_TRY(cudaGraphLaunch(exec, w.s));
        else if (launch_all(l, n, w.s, e))
            goto fail;
        CUDA_TRY(cudaEventRecord(w.ev1, w.s));
        CUDA_TRY(cudaEventSynchronize(w.ev1));
        float ms = 0.0f;
        CUDA_TRY(cudaEventElapsedTime(&ms, w.ev0, w.ev1));
        samples_us[i] = (double)ms * 1e3;
    }
    if (clock_mhz) {
        float got[2];
        if (pa_cuda_sm_clock(&clock_mhz[1], w.s, e))
            goto fail;
        CUDA_TRY(cudaMemcpyAsync(got, clock_mhz, sizeof got, cudaMemcpyDeviceToHost, w.s));
        CUDA_TRY(cudaStreamSynchronize(w.s));
        sm_clock->start_mhz = got[0];
        sm_clock->end_mhz = got[1];
    }
    CUDA_TRY(cudaGetLastError());
#ifdef PA_TRACE
    if (getenv("PABENCH_TRACE")) {
        char label[160];
        snprintf(label, sizeof label, "%d launches: batch %d, longest %d, heads %d/%d, head_dim %d, block %d, splits %d",
                 n, l->p.batch, l->p.max_context_len, l->p.heads, l->p.kv_heads, l->p.head_dim, l->p.block_size,
                 l->splits);
        if (pa_trace_dump(getenv("PABENCH_TRACE"), label, e))
            goto fail;
    }
#endif
    rc = 0;
fail:
    if (rc)
        in_context(l, e);
    stopwatch_close(&w); /* first: the graph and the buffers may still be in use */
    if (exec)
        cudaGraphExecDestroy(exec);
    if (graph)
        cudaGraphDestroy(graph);
    if (flush)
        cudaFree(flush);
    if (sink)
        cudaFree(sink);
    if (clock_mhz)
        cudaFree(clock_mhz);
    return rc;
}

static void cuda_workspace_release(pa_workspace *ws)
{
    if (!ws)
        return;
    if (ws->ptr)
        device_free(ws->ptr, ws->bytes);
    ws->ptr = NULL;
    ws->bytes = 0;
}

/* ---- read bandwidth ----------------------------------------------------- */

/* Best of RUNS bulk reads of 8 GiB (pa_cuda_read_bulk): best-of as every
 * timing pabench reports is, so a kernel's "% of peak" compares like with
 * like; 8 GiB because the launch and the last CTAs' tail cost a 2 GiB read
 * about 1 % (bench/read_probe.cu on an H200: 4577 GB/s at 2 GiB, 4617 at 8,
 * 4618 at 16). */
static int cuda_read_bandwidth(int again, double *gbps, pa_err *e)
{
    static double cached;
    if (cached > 0 && !again) {
        *gbps = cached;
        return 0;
    }
    wait_for_released_memory();
    enum { WARMUP = 2, RUNS = 15 };
    void *buf = NULL;
    Stopwatch w;
    float best_ms = 0.0f;
    size_t l2 = 0, free_b = 0, total_b = 0, bytes = (size_t)8 << 30, floor_b;
    int rc = -1;

    if (l2_bytes(&l2, e))
        return -1;
    CUDA_TRY(cudaMemGetInfo(&free_b, &total_b));
    /* 8 GiB where it fits comfortably; otherwise a quarter of free memory, but
     * never less than 4x the L2 so the cache cannot serve the reads */
    floor_b = 4 * l2;
    if (bytes > free_b / 2)
        bytes = std::max(free_b / 4, floor_b);
    bytes &= ~(size_t)((1 << 20) - 1);
    while (cudaMalloc(&buf, bytes) != cudaSuccess) {
        cudaGetLastError();
        buf = NULL;
        if (bytes / 2 < floor_b) {
            pa_fail(e, "cudaMalloc: cannot allocate a read-bandwidth buffer of %zu bytes", bytes);
            goto fail;
        }
        bytes = (bytes / 2) & ~(size_t)((1 << 20) - 1);
    }
    CUDA_TRY(cudaMemset(buf, 0, bytes)); /* backs every page before the first timed read */
    if (stopwatch_open(&w, e))
        goto fail;
    for (int i = 0; i < WARMUP; i++)
        if (pa_cuda_read_bulk(buf, bytes, w.s, e))
            goto fail;
    for (int i = 0; i < RUNS; i++) {
        CUDA_TRY(cudaEventRecord(w.ev0, w.s));
        if (pa_cuda_read_bulk(buf, bytes, w.s, e))
            goto fail;
        CUDA_TRY(cudaEventRecord(w.ev1, w.s));
        CUDA_TRY(cudaEventSynchronize(w.ev1));
        float t = 0.0f;
        CUDA_TRY(cudaEventElapsedTime(&t, w.ev0, w.ev1));
        if (t > 0.0f && (best_ms == 0.0f || t < best_ms))
            best_ms = t;
    }
    if (best_ms <= 0.0f) {
        pa_fail(e, "read bandwidth: the timed reads took no measurable time");
        goto fail;
    }
    *gbps = (double)bytes / (best_ms * 1e-3) / 1e9;
    if (!(cached > 0)) /* the process's first reading stays its reference */
        cached = *gbps;
    rc = 0;
fail:
    stopwatch_close(&w);
    if (buf)
        device_free(buf, bytes); /* 8 GiB, before a scenario's first row */
    return rc;
}

const pa_backend pa_backend_cuda = {
    "cuda",
    cuda_probe,
    cuda_device,
    cuda_alloc,
    cuda_release,
    NULL, /* cudaMalloc refuses what does not fit */
    cuda_upload,
    cuda_download,
    cuda_fill_random,
    cuda_run,
    cuda_time,
    cuda_workspace_release,
    cuda_read_bandwidth,
};
