/* Device helpers shared by the decode kernels: 16-byte vector loads widened to
 * float, rounding back to the storage type, warp and group reductions, the online
 * softmax state and its merge, token addressing (paged through a block table, or
 * dense through a validity mask), and the one-query-head attention core that
 * paged, split_kv and the dense pass all run.
 *
 * Softmax runs in base 2: queries are pre-multiplied by scale * log2(e), so a
 * score s2 = log2(e) * scale * q.k and exp(s - m) == exp2(s2 - m2). Every m that
 * leaves a kernel (split partials) is in that base-2 domain, and the merge reads
 * it the same way. */
#ifndef PA_DEVICE_CUH
#define PA_DEVICE_CUH

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <math.h>
#include <stdint.h>

#include "kernels.h"
#include "trace.cuh"

#define PA_LOG2E 1.4426950408889634f

namespace pa {

/* ---- storage types ------------------------------------------------------ */

/* Widening of one 16-byte vector (uint4) of T into floats. */
template <typename T> struct Vec16;

template <> struct Vec16<__half> {
    static constexpr int N = 8;
    __device__ static float2 pair(unsigned w)
    {
        __half2 h = *reinterpret_cast<const __half2 *>(&w);
        return __half22float2(h);
    }
    __device__ static void widen(const uint4 &r, float *f)
    {
        float2 a = pair(r.x), b = pair(r.y), c = pair(r.z), d = pair(r.w);
        f[0] = a.x; f[1] = a.y; f[2] = b.x; f[3] = b.y;
        f[4] = c.x; f[5] = c.y; f[6] = d.x; f[7] = d.y;
    }
};

template <> struct Vec16<__nv_bfloat16> {
    static constexpr int N = 8;
    /* bf16 is the top half of a float, so widening is a shift: exact and cheap */
    __device__ static void widen(const uint4 &r, float *f)
    {
        const unsigned w[4] = {r.x, r.y, r.z, r.w};
#pragma unroll
        for (int i = 0; i < 4; i++) {
            f[2 * i] = __uint_as_float(w[i] << 16);
            f[2 * i + 1] = __uint_as_float(w[i] & 0xffff0000u);
        }
    }
};

template <> struct Vec16<float> {
    static constexpr int N = 4;
    __device__ static void widen(const uint4 &r, float *f)
    {
        f[0] = __uint_as_float(r.x);
        f[1] = __uint_as_float(r.y);
        f[2] = __uint_as_float(r.z);
        f[3] = __uint_as_float(r.w);
    }
};

__device__ __forceinline__ float to_float(__half x) { return __half2float(x); }
__device__ __forceinline__ float to_float(__nv_bfloat16 x) { return __bfloat162float(x); }
__device__ __forceinline__ float to_float(float x) { return x; }

/* Round to nearest even, the same rounding the CPU backend's dtype.c uses. */
template <typename T> __device__ __forceinline__ T from_float(float x);
template <> __device__ __forceinline__ __half from_float<__half>(float x) { return __float2half_rn(x); }
template <> __device__ __forceinline__ __nv_bfloat16 from_float<__nv_bfloat16>(float x)
{
    return __float2bfloat16_rn(x);
}
template <> __device__ __forceinline__ float from_float<float>(float x) { return x; }

/* K/V are read-only for the whole launch, so the non-coherent path is safe. */
__device__ __forceinline__ uint4 load16(const void *p) { return __ldg(reinterpret_cast<const uint4 *>(p)); }

/* ---- reductions --------------------------------------------------------- */

/* Sum over aligned groups of W lanes (W a power of two <= 32); every lane of the
 * warp must call it, which is why callers keep their loops warp-uniform. */
template <int W> __device__ __forceinline__ float group_sum(float x)
{
#pragma unroll
    for (int o = W / 2; o > 0; o >>= 1)
        x += __shfl_xor_sync(0xffffffffu, x, o);
    return x;
}

__device__ __forceinline__ float warp_sum(float x) { return group_sum<32>(x); }

__device__ __forceinline__ float warp_max(float x)
{
#pragma unroll
    for (int o = 16; o > 0; o >>= 1)
        x = fmaxf(x, __shfl_xor_sync(0xffffffffu, x, o));
    return x;
}

/* Weight of a partial with running max m under the combined max M. A partial that
 * saw no token has m = -inf; when every partial is empty M is -inf too and
 * exp2(-inf - -inf) would be NaN, so that case is answered explicitly. */
__device__ __forceinline__ float rescale(float m, float M) { return m == -INFINITY ? 0.0f : exp2f(m - M); }

/* 2^x flushed to zero below 2^-126: the hardware exponential alone, without
 * the range fix-up exp2f puts around it (a compare and two multiplies on every
 * softmax chain of the fp16/bf16 core; a weight that small adds nothing to a
 * sum of fp32 weights at least one of which is 1) */
__device__ __forceinline__ float ex2(float x)
{
    float y;
    asm("ex2.approx.ftz.f32 %0, %1;\n" : "=f"(y) : "f"(x));
    return y;
}
/* rescale with ex2 */
__device__ __forceinline__ float rescale_ftz(float m, float M) { return m == -INFINITY ? 0.0f : ex2(m - M); }

/* ---- token addressing --------------------------------------------------- */

/* Element offset of token t's row (kv head 0) in the paged cache, or -1 when the
 * token's logical block is unallocated (-1 in the table) or past the table row. */
struct PagedRows {
    const int32_t *table; /* this sequence's row of the block table */
    int max_blocks;
    int block_shift; /* log2(block_size) */
    long long token_stride, block_stride;

    __device__ __forceinline__ long long row(int t) const
    {
        int lb = t >> block_shift;
        if (lb >= max_blocks)
            return -1;
        int blk = __ldg(table + lb);
        if (blk < 0)
            return -1;
        return (long long)blk * block_stride + (long long)(t & ((1 << block_shift) - 1)) * token_stride;
    }
};

/* The same for the padded contiguous copy [batch, max_ctx, kv_heads, head_dim]
 * that naive and gather build, whose mask byte says whether the token was copied. */
struct DenseRows {
    const uint8_t *mask; /* this sequence's row of the mask */
    long long base;      /* element offset of this sequence's token 0 */
    long long token_stride;

    __device__ __forceinline__ long long row(int t) const
    {
        return __ldg(mask + t) ? base + (long long)t * token_stride : -1;
    }
};

/* ---- one query head per CTA --------------------------------------------- */

/* How a token's head_dim row is spread over a group of lanes: G lanes per token,
 * each holding NV 16-byte vectors. Vector v of lane i covers elements
 * (v*G + i)*VEC .. +VEC, so at each v a group reads one contiguous stretch. */
template <typename T, int HD> struct RowGeo {
    static constexpr int VEC = Vec16<T>::N;
    static constexpr int ROW_VECS = HD / VEC;
    static constexpr int G = ROW_VECS < 32 ? ROW_VECS : 32;
    static constexpr int NV = ROW_VECS / G;
    static constexpr int EPL = NV * VEC; /* elements per lane */
    static_assert(ROW_VECS % G == 0, "head_dim must fill whole 16-byte vectors");
    static_assert((G & (G - 1)) == 0, "lanes per token must be a power of two");
    __device__ static int elem(int v, int lane) { return (v * G + lane) * VEC; }
};

/* Running softmax of one lane: max m (base 2), sum l, and its slice of acc. */
template <int EPL> struct Running {
    float m, l, acc[EPL];
    __device__ void init()
    {
        m = -INFINITY;
        l = 0.0f;
#pragma unroll
        for (int e = 0; e < EPL; e++)
            acc[e] = 0.0f;
    }
    /* fold in another running state (mo, lo, ao) over disjoint tokens */
    __device__ void merge(float mo, float lo, const float *ao)
    {
        float M = fmaxf(m, mo);
        float a = rescale(m, M), b = rescale(mo, M);
        l = l * a + lo * b;
#pragma unroll
        for (int e = 0; e < EPL; e++)
            acc[e] = acc[e] * a + ao[e] * b;
        m = M;
    }
};

/* This lane's slice of the query row, times scale*log2(e). */
template <typename T, int HD>
__device__ void load_query(const T *q, float scale2, float (&out)[RowGeo<T, HD>::EPL])
{
    using Geo = RowGeo<T, HD>;
    const int lane = threadIdx.x % Geo::G;
#pragma unroll
    for (int v = 0; v < Geo::NV; v++) {
        Vec16<T>::widen(load16(q + Geo::elem(v, lane)), out + v * Geo::VEC);
#pragma unroll
        for (int e = 0; e < Geo::VEC; e++)
            out[v * Geo::VEC + e] *= scale2;
    }
}

/* Tokens a group has in flight per step: its K and V rows are all loaded before
 * any is used, so a lane has 2*U*NV independent 16-byte loads outstanding. */
constexpr int STEP_TOKENS = 4;

/* Steps a group sums into a state of its own before folding it into the one it
 * was given, over fp32 K/V. Added step by step to a running sum over millions
 * of tokens, each small weighted row loses its low bits: fp32 drifted 2.0e-3
 * from the float64 reference at 4M tokens in one partition, 8.7e-5 folded (and
 * paged ran 1 x 16384 in 1860 us against 2622). fp16 and bf16 keep one state:
 * their check allows 2e-2, and the fold made the dense pass over fp16 18 %
 * slower (gather 4 x 2048, 162 -> 191 us). */
constexpr int FOLD_STEPS = 16;

/* Attention of one query head over tokens [t_begin, t_end) in chunks of `chunk`
 * tokens. Within a chunk, group g takes tokens g*U.., then g*U + NG*U.., each
 * group keeping its own running softmax (no block-wide barrier per chunk); the
 * groups are combined once at the end by cta_combine. k and v already point at
 * this kv head's column. The loops depend only on block-uniform values, so every
 * lane reaches every shuffle; a group whose tokens fall outside the chunk, the
 * range or an unallocated block carries them as masked (-inf score, no load). */
template <typename T, int HD, class Rows>
__device__ void attend_tokens(const Rows &rows, const T *__restrict__ k, const T *__restrict__ v,
                              const float (&q)[RowGeo<T, HD>::EPL], int t_begin, int t_end, int chunk,
                              Running<RowGeo<T, HD>::EPL> &st)
{
    using Geo = RowGeo<T, HD>;
    constexpr int U = STEP_TOKENS, NV = Geo::NV, VEC = Geo::VEC;
    const int lane = threadIdx.x % Geo::G;
    const int group = threadIdx.x / Geo::G;
    const int step = (blockDim.x / Geo::G) * U;

    constexpr bool fold = sizeof(T) == sizeof(float);
    Running<Geo::EPL> folded;
    Running<Geo::EPL> &part = fold ? folded : st;
    if constexpr (fold)
        folded.init();
    int steps = 0;
    for (int c0 = t_begin; c0 < t_end; c0 += chunk) {
        const int c1 = min(c0 + chunk, t_end);
        for (int s0 = c0; s0 < c1; s0 += step) {
            const int base = s0 + group * U;
            long long off[U];
#pragma unroll
            for (int u = 0; u < U; u++)
                off[u] = base + u < c1 ? rows.row(base + u) : -1;

            uint4 kr[U][NV], vr[U][NV];
#pragma unroll
            for (int u = 0; u < U; u++)
#pragma unroll
                for (int i = 0; i < NV; i++) {
                    if (off[u] >= 0) {
                        kr[u][i] = load16(k + off[u] + Geo::elem(i, lane));
                        vr[u][i] = load16(v + off[u] + Geo::elem(i, lane));
                    } else {
                        kr[u][i] = make_uint4(0, 0, 0, 0);
                        vr[u][i] = make_uint4(0, 0, 0, 0);
                    }
                }

            float s[U];
            float smax = -INFINITY;
#pragma unroll
            for (int u = 0; u < U; u++) {
                float dot = 0.0f;
#pragma unroll
                for (int i = 0; i < NV; i++) {
                    float kf[VEC];
                    Vec16<T>::widen(kr[u][i], kf);
#pragma unroll
                    for (int e = 0; e < VEC; e++)
                        dot = fmaf(q[i * VEC + e], kf[e], dot);
                }
                dot = group_sum<Geo::G>(dot);
                s[u] = off[u] >= 0 ? dot : -INFINITY;
                smax = fmaxf(smax, s[u]);
            }

            /* uniform across the group: every lane holds the same reduced scores */
            if (smax != -INFINITY) {
                const float m_new = fmaxf(part.m, smax);
                const float alpha = exp2f(part.m - m_new); /* 0 while part.m is -inf */
                part.l *= alpha;
#pragma unroll
                for (int e = 0; e < Geo::EPL; e++)
                    part.acc[e] *= alpha;
#pragma unroll
                for (int u = 0; u < U; u++) {
                    const float p = exp2f(s[u] - m_new); /* masked: exp2(-inf) = 0 */
                    part.l += p;
#pragma unroll
                    for (int i = 0; i < NV; i++) {
                        float vf[VEC];
                        Vec16<T>::widen(vr[u][i], vf);
#pragma unroll
                        for (int e = 0; e < VEC; e++)
                            part.acc[i * VEC + e] = fmaf(p, vf[e], part.acc[i * VEC + e]);
                    }
                }
                part.m = m_new;
            }
            if constexpr (fold) {
                if (++steps == FOLD_STEPS) {
                    st.merge(folded.m, folded.l, folded.acc);
                    folded.init();
                    steps = 0;
                }
            }
        }
    }
    if constexpr (fold)
        st.merge(folded.m, folded.l, folded.acc);
}

/* Dynamic shared memory cta_combine needs for a block of `threads`. */
__host__ __device__ constexpr size_t combine_smem_bytes(int threads, int hd)
{
    return (size_t)(threads / 32) * (size_t)(hd + 2) * sizeof(float);
}

/* Combine the running states of every group of the block and hand each output
 * element to sink(d, o, M, L), o being the unnormalised accumulator: the caller
 * divides by L for a final result or stores (M, L, o) as a split partial. Groups
 * of a warp merge by shuffles, warps through shared memory. M is -inf and L 0
 * when no group saw a valid token. */
template <typename T, int HD, class Sink>
__device__ void cta_combine(Running<RowGeo<T, HD>::EPL> &st, float *smem, Sink sink)
{
    using Geo = RowGeo<T, HD>;
    constexpr int EPL = Geo::EPL;
    const int lane32 = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const int nwarps = blockDim.x >> 5;

#pragma unroll
    for (int o = Geo::G; o < 32; o <<= 1) {
        float mo = __shfl_xor_sync(0xffffffffu, st.m, o);
        float lo = __shfl_xor_sync(0xffffffffu, st.l, o);
        float ao[EPL];
#pragma unroll
        for (int e = 0; e < EPL; e++)
            ao[e] = __shfl_xor_sync(0xffffffffu, st.acc[e], o);
        st.merge(mo, lo, ao);
    }

    float *wacc = smem;                    /* [nwarps][HD] */
    float *wm = smem + nwarps * HD;        /* [nwarps] */
    float *wl = wm + nwarps;               /* [nwarps] */
    if (lane32 < Geo::G) {
#pragma unroll
        for (int i = 0; i < Geo::NV; i++)
#pragma unroll
            for (int e = 0; e < Geo::VEC; e++)
                wacc[warp * HD + Geo::elem(i, lane32) + e] = st.acc[i * Geo::VEC + e];
        if (lane32 == 0) {
            wm[warp] = st.m;
            wl[warp] = st.l;
        }
    }
    __syncthreads();

    float M = -INFINITY;
    for (int w = 0; w < nwarps; w++)
        M = fmaxf(M, wm[w]);
    float L = 0.0f;
    for (int w = 0; w < nwarps; w++)
        L += wl[w] * rescale(wm[w], M);
    for (int d = threadIdx.x; d < HD; d += blockDim.x) {
        float o = 0.0f;
        for (int w = 0; w < nwarps; w++)
            o += wacc[w * HD + d] * rescale(wm[w], M);
        sink(d, o, M, L);
    }
}

/* ---- split partials ----------------------------------------------------- */

/* Partials of n = batch*heads*splits (b, h, s) triples, indexed (b*heads + h)*splits + s:
 * m[n] then l[n] then acc[n][head_dim], all float, m in base 2, acc unnormalised.
 * m and l take a multiple of 4 floats each so acc rows are 16-byte aligned. */
struct Partials {
    float *m, *l, *acc;
    __host__ __device__ static long long padded(long long n) { return (n + 3) & ~3LL; }
    /* the floats n states of head_dim hd take */
    __host__ __device__ static long long floats(long long n, int hd) { return 2 * padded(n) + n * hd; }
    __host__ __device__ static Partials at(float *base, long long n)
    {
        Partials p;
        p.m = base;
        p.l = base + padded(n);
        p.acc = base + 2 * padded(n);
        return p;
    }
};

/* The fp16/bf16 core (mma_decode.cu) merges a (sequence, head block) of 33
 * to MERGE_GROUP * MERGE_GROUPS_MAX partitions in two levels: the last CTA of
 * each group of MERGE_GROUP partitions combines the group into one state, and
 * the last group's merges the groups, each in one round trip. In one level the
 * merging CTA reads every partition's state of every head it serves
 * (bench/runs/2026-12-07-h200-groups); 33 to 64 partitions merged so, four
 * lanes to a column quad, took 1.14 times the two levels' time on an H100,
 * 1.46 to 1.63 times at 16 heads a CTA (bench/runs/2026-12-07-h200-merge,
 * round 2). Groups of 8: a group's combine with 16 states in flight a thread
 * took head_dim 128's one-block kernels past the 168 registers of three CTAs
 * an SM (198), and so did merging 17 to 32 groups (171). Per (sequence, query
 * head) a launch of `splits` partitions keeps merge_groups(splits) group
 * states after its partials, and as many counters after its per-(sequence,
 * head) counters. */
constexpr int MERGE_ONE_LEVEL_MAX = 32;
constexpr int MERGE_GROUP = 8;
constexpr int MERGE_GROUPS_MAX = 16;
__host__ __device__ constexpr int merge_groups(long long splits)
{
    return splits > MERGE_ONE_LEVEL_MAX ? (int)((splits + MERGE_GROUP - 1) / MERGE_GROUP) : 0;
}

/* Everything a decode kernel needs, passed by value. */
struct AttnArgs {
    const void *k, *v;
    const int32_t *table, *lens;
    const void *q;
    void *out;
    float *partials; /* split partials, or null when writing out directly */
#ifdef PA_TRACE
    pa_trace_rec *trace; /* this launch's CTA timelines (trace.cuh), or null */
#endif
    long long nparts;
    int batch, heads, kv_heads, group;
    int max_blocks, block_shift;
    long long token_stride, block_stride; /* elements */
    float scale2;                         /* scale * log2(e) */
    int chunk, splits;
    /* the tensor-core kernels (mma_decode.cu) */
    int *counters;        /* a merge counter per (sequence, head block), zero between launches */
    int qs, nsub;         /* query heads a CTA serves; CTAs per kv head */
    int stages, part;     /* ring slots per warp; tokens a partition (a multiple of 16) */
    long long items;      /* (sequence, partition) pairs in the grid */
    int compact;          /* 1: only those holding tokens, found by a scan of the lengths */
    int cluster;          /* 1: a sequence's partitions form a thread-block cluster and merge in
                             its shared memory; grid (splits, batch x head blocks) */
    /* the dense pass */
    const uint8_t *mask;
    int max_ctx;
    /* last, so that adding it moved no other member: the kernels that never
     * read it compile as they did */
    uint4 *flagged; /* flagged partials (mma_decode.cu), zero between launches; null: counted merge */
    /* front-loaded partitions (mma_decode.cu): a sequence's first `front` hold
     * `part` tokens, the others PA_FRONT_SHORT_TOKENS; 0: every one holds `part` */
    int front;
    /* the byte in the tensor-core kernels' shared memory where the ring slots'
     * masks start (mma_shared_bytes), set by the launch, whose layout it is */
    unsigned masks_at;
};

/* Sequence b's rows of the paged cache, as the launch describes them. */
__device__ __forceinline__ PagedRows paged_rows(const AttnArgs &a, int b)
{
    return {a.table + (long long)b * a.max_blocks, a.max_blocks, a.block_shift, a.token_stride, a.block_stride};
}

/* ---- host side: argument packing, dispatch, launch checks -------------- */

inline int log2_exact(int x)
{
    int s = 0;
    while ((1 << s) < x)
        s++;
    return s;
}

/* The arguments every attention kernel shares, from the launch description. */
inline AttnArgs attn_args(const pa_launch *l, int chunk)
{
    const pa_problem *p = &l->p;
    AttnArgs a = {};
    a.k = l->k_cache;
    a.v = l->v_cache;
    a.table = l->block_tables;
    a.lens = l->context_lens;
    a.q = l->query;
    a.out = l->output;
    a.batch = p->batch;
    a.heads = p->heads;
    a.kv_heads = p->kv_heads;
    a.group = p->heads / p->kv_heads;
    a.max_blocks = p->max_blocks_per_seq;
    a.block_shift = log2_exact(p->block_size);
    a.token_stride = (long long)p->kv_heads * p->head_dim;
    a.block_stride = (long long)p->block_size * a.token_stride;
    a.scale2 = p->scale * PA_LOG2E;
    a.chunk = chunk;
    a.splits = 1;
    return a;
}

/* The seed's BLOCK_N: 64 tokens a chunk up to head_dim 128, 32 above. */
inline int seed_chunk(int head_dim) { return head_dim <= 128 ? 64 : 32; }

template <typename T> struct Tag {
    using type = T;
};
template <int N> struct Dim {
    static constexpr int value = N;
};

template <typename T, class F> int dispatch_hd(int hd, pa_err *e, F &f)
{
    switch (hd) {
    case 64: return f(Tag<T>{}, Dim<64>{});
    case 128: return f(Tag<T>{}, Dim<128>{});
    case 256: return f(Tag<T>{}, Dim<256>{});
    default: return pa_fail(e, "head_dim %d is not supported (64, 128 or 256)", hd);
    }
}

/* Calls f(Tag<T>{}, Dim<HD>{}) with the storage type and head_dim as compile-time
 * values: the one place the runtime shape picks a template instance. */
template <class F> int dispatch(pa_dtype t, int hd, pa_err *e, F &&f)
{
    switch (t) {
    case PA_FP16: return dispatch_hd<__half>(hd, e, f);
    case PA_BF16: return dispatch_hd<__nv_bfloat16>(hd, e, f);
    case PA_FP32: return dispatch_hd<float>(hd, e, f);
    default: return pa_fail(e, "unknown dtype %d", (int)t);
    }
}

/* The current device's multiprocessor count, asked once: launchers that size
 * their grids by it call this on every launch. */
inline int device_sms(pa_err *e)
{
    static int sms;
    if (sms)
        return sms;
    int dev = 0, n = 0;
    cudaError_t err = cudaGetDevice(&dev);
    if (err == cudaSuccess)
        err = cudaDeviceGetAttribute(&n, cudaDevAttrMultiProcessorCount, dev);
    if (err != cudaSuccess)
        return pa_fail(e, "cudaDeviceGetAttribute(MultiProcessorCount): %s", cudaGetErrorString(err));
    sms = n;
    return sms;
}

/* The most shared memory a block of the current device may opt in to, asked
 * once. */
inline int device_smem_optin(pa_err *e)
{
    static int optin;
    if (optin)
        return optin;
    int dev = 0, n = 0;
    cudaError_t err = cudaGetDevice(&dev);
    if (err == cudaSuccess)
        err = cudaDeviceGetAttribute(&n, cudaDevAttrMaxSharedMemoryPerBlockOptin, dev);
    if (err != cudaSuccess)
        return pa_fail(e, "cudaDeviceGetAttribute(MaxSharedMemoryPerBlockOptin): %s", cudaGetErrorString(err));
    optin = n;
    return optin;
}

/* Whether `threads` and `smem` bytes of dynamic shared memory fit kernel fn,
 * raising its dynamic shared-memory limit past the 48 KiB default when needed.
 * Attributes are cached per function so a timed launch pays no query. */
inline int fit_block(const void *fn, int threads, size_t smem, pa_err *e)
{
    struct Entry {
        const void *fn;
        int max_threads;
        size_t static_smem, dyn_limit;
    };
    static Entry cache[256];
    static int n;
    Entry *en = nullptr, local;
    for (int i = 0; i < n && !en; i++)
        if (cache[i].fn == fn)
            en = &cache[i];
    if (!en) {
        cudaFuncAttributes fa;
        cudaError_t err = cudaFuncGetAttributes(&fa, fn);
        if (err != cudaSuccess)
            return pa_fail(e, "cudaFuncGetAttributes: %s", cudaGetErrorString(err));
        en = n < 256 ? &cache[n++] : &local;
        en->fn = fn;
        en->max_threads = fa.maxThreadsPerBlock;
        en->static_smem = fa.sharedSizeBytes;
        en->dyn_limit = fa.sharedSizeBytes < 48 * 1024 ? 48 * 1024 - fa.sharedSizeBytes : 0;
    }
    if (threads < 32 || threads % 32 != 0 || threads > en->max_threads)
        return pa_fail(e, "threads=%d: this kernel takes a multiple of 32 up to %d", threads, en->max_threads);
    if (smem > en->dyn_limit) {
        const int optin = device_smem_optin(e);
        if (optin < 0)
            return -1;
        if (smem + en->static_smem > (size_t)optin)
            return pa_fail(e, "needs %zu bytes of shared memory a block, the device allows %d (lower chunk or threads)",
                           smem + en->static_smem, optin);
        const cudaError_t err = cudaFuncSetAttribute(fn, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem);
        if (err != cudaSuccess)
            return pa_fail(e, "cudaFuncSetAttribute(MaxDynamicSharedMemorySize=%zu): %s", smem,
                           cudaGetErrorString(err));
        en->dyn_limit = smem;
    }
    return 0;
}

/* Launch errors surface at the next runtime call; take them now so the message
 * names the kernel that caused them. */
inline int launched(const char *what, pa_err *e)
{
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess)
        return pa_fail(e, "%s launch: %s", what, cudaGetErrorString(err));
    return 0;
}

inline int check_chunk(int chunk, pa_err *e)
{
    if (chunk < 1)
        return pa_fail(e, "chunk=%d: must be at least 1", chunk);
    return 0;
}

} /* namespace pa */

#endif
