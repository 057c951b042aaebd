/* How the partitions of a (sequence, head block) become one output, for the
 * fp16/bf16 decode core (mma_decode.cu): the counted merge of partials in
 * global memory (general, and in one round trip for up to 2N partitions), the
 * flagged merge of words that carry their own flags, and the merge inside a
 * thread-block cluster through distributed shared memory. Which one a launch
 * takes is pa_cuda_mma_decode's choice. */
#ifndef PA_MMA_MERGE_CUH
#define PA_MMA_MERGE_CUH

#include <cooperative_groups.h>

#include "mma_ptx.cuh"
#include "pa_device.cuh"

namespace pa {

/* partitions whose merge weights sit in shared memory at once */
constexpr int MERGE_CHUNK = 32;

__host__ __device__ constexpr size_t merge_smem_bytes(int qsp, int hd)
{
    return (size_t)qsp * (2 + MERGE_CHUNK + hd) * 4;
}

/* ---- the merge of a (sequence, head block)'s partials -------------------------- */

/* Run by the whole CTA once the other partitions' partials are visible. Every
 * load is independent of the others, and a thread keeps up to eight 16-byte
 * loads in flight, so the merge costs a few L2 round trips rather than one per
 * partition. */
template <typename T, int HD, int QSP>
__device__ void merge_partials(const AttnArgs &a, const Partials &P, long long head0, int nq, int nparts,
                               float *smem)
{
    constexpr int C4 = HD / 4;
    float *sM = smem, *sL = sM + QSP, *sw = sL + QSP, *so = sw + QSP * MERGE_CHUNK; /* so: [QSP][HD] */
    const int lane = threadIdx.x & 31, w = threadIdx.x >> 5, W = blockDim.x >> 5, NT = blockDim.x;

    for (int j = w; j < nq; j += W) { /* a warp per head: the maximum, then the weighted sum of l */
        const long long base = (head0 + j) * a.splits;
        float mx = -INFINITY;
        for (int s = lane; s < nparts; s += 32)
            mx = fmaxf(mx, __ldcg(P.m + base + s));
        mx = warp_max(mx);
        float ls = 0.0f;
        for (int s = lane; s < nparts; s += 32)
            ls += __ldcg(P.l + base + s) * rescale(__ldcg(P.m + base + s), mx);
        ls = warp_sum(ls);
        if (lane == 0) {
            sM[j] = mx;
            sL[j] = ls;
        }
    }
    for (int i = threadIdx.x; i < nq * HD; i += NT)
        so[i] = 0.0f;
    __syncthreads();

    for (int s0 = 0; s0 < nparts; s0 += MERGE_CHUNK) {
        const int ns = min(MERGE_CHUNK, nparts - s0);
        for (int i = threadIdx.x; i < nq * MERGE_CHUNK; i += NT) {
            const int j = i / MERGE_CHUNK, s = i % MERGE_CHUNK;
            sw[i] = s < ns ? rescale(__ldcg(P.m + (head0 + j) * a.splits + s0 + s), sM[j]) : 0.0f;
        }
        __syncthreads();
        for (int i = threadIdx.x; i < nq * C4; i += NT) {
            const int j = i / C4, d4 = i % C4;
            const float4 *src = reinterpret_cast<const float4 *>(P.acc + ((head0 + j) * a.splits + s0) * HD) + d4;
            const float *wj = sw + j * MERGE_CHUNK;
            float4 sum = make_float4(0.0f, 0.0f, 0.0f, 0.0f);
#pragma unroll 8
            for (int s = 0; s < ns; s++) {
                const float4 v = __ldcg(src + (size_t)s * C4);
                const float f = wj[s];
                sum.x = fmaf(v.x, f, sum.x);
                sum.y = fmaf(v.y, f, sum.y);
                sum.z = fmaf(v.z, f, sum.z);
                sum.w = fmaf(v.w, f, sum.w);
            }
            float *o = so + j * HD + 4 * d4;
            o[0] += sum.x;
            o[1] += sum.y;
            o[2] += sum.z;
            o[3] += sum.w;
        }
        __syncthreads();
    }
    T *out = static_cast<T *>(a.out);
    for (int i = threadIdx.x; i < nq * HD; i += NT)
        out[(head0 + i / HD) * HD + i % HD] = from_float<T>(so[i] / sL[i / HD]);
}

/* N states (m, l, acc) of four output columns of a head as one: the weights
 * come from the maximum of the m's, so no exponential waits on another. A state
 * is mv[e] with term(e) giving its (l, acc); states from n on weigh nothing.
 * The first UP terms are read whatever n is (term must answer for them, with
 * zeros past n), so their reads go out at once; the rest are read behind a
 * branch on n each, which ptxas keeps as a branch, so each waits for the one
 * before. All N read up front cost registers (head_dim 128's kernels past the
 * 168 that three CTAs an SM allow; head_dim 64 at 16 heads spilled). */
struct Combined {
    float m, l;
    float4 o;
};
struct Term {
    float l;
    float4 o;
};
template <int N, int UP = N, typename TermAt>
__device__ __forceinline__ Combined combine(const float (&mv)[N], int n, TermAt term)
{
    float M = mv[0];
#pragma unroll
    for (int e = 1; e < N; e++)
        M = fmaxf(M, mv[e]);
    Combined c = {M, 0.0f, make_float4(0.0f, 0.0f, 0.0f, 0.0f)};
#pragma unroll
    for (int e = 0; e < N; e++) {
        if (e < UP || e < n) {
            const float f = e < n ? rescale_ftz(mv[e], M) : 0.0f;
            const Term t = term(e);
            c.l = fmaf(t.l, f, c.l);
            c.o.x = fmaf(t.o.x, f, c.o.x);
            c.o.y = fmaf(t.o.y, f, c.o.y);
            c.o.z = fmaf(t.o.z, f, c.o.z);
            c.o.w = fmaf(t.o.w, f, c.o.w);
        }
    }
    return c;
}

/* a combined state's four columns, normalised, as one 8-byte store: one
 * reciprocal for the four, not four divisions (each a reciprocal, its
 * refinement and a branch to a slow path) */
template <typename T> __device__ __forceinline__ void store_normalised(T *dst, const Combined &c)
{
    const float r = 1.0f / c.l;
    *reinterpret_cast<uint2 *>(dst) =
        make_uint2(Mma<T>::pack(c.o.x * r, c.o.y * r), Mma<T>::pack(c.o.z * r, c.o.w * r));
}

template <typename T, int N>
__device__ __forceinline__ void write_combined(const float (&mv)[N], const float (&lv)[N], const float4 (&av)[N],
                                               T *dst)
{
    store_normalised(dst, combine(mv, N, [&](int e) { return Term{lv[e], av[e]}; }));
}

/* The first n of N partitions' states for a thread's G column quads of a
 * head (acc points at its first quad; the rest are C4 / G apart), every load
 * issued before any is used, so that they are all in flight at once; the
 * partitions past n read as empty. */
template <int HD, int N, int G>
__device__ __forceinline__ void load_partial_states(const Partials &P, long long base, const float4 *acc, int n,
                                                    float (&mv)[N], float (&lv)[N], float4 (&av)[G][N])
{
    constexpr int C4 = HD / 4, QG = C4 / G;
#pragma unroll
    for (int e = 0; e < N; e++) {
        const bool in = e < n;
        mv[e] = in ? __ldcg(P.m + base + e) : -INFINITY;
        lv[e] = in ? __ldcg(P.l + base + e) : 0.0f;
#pragma unroll
        for (int q = 0; q < G; q++)
            av[q][e] = in ? __ldcg(acc + (size_t)e * C4 + q * QG) : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
    }
}

/* The same merge for up to N partitions in one round trip: a thread per four
 * output columns of a head requests every partition's (m, l, acc) at once, then
 * weighs them by their maximum (independent exponentials, no chain through the
 * partitions), where the general merge above pays for a maximum, then the
 * weights, then the sums (on an H200, as a decode step: 4 x 2048 in 4
 * partitions, 12.6 us against 14.6; 1 x 4096 in 16, 9.8 against 11.1). A
 * version folding the partitions in one by one, with the online-softmax update,
 * lost up to 8 % at 16 partitions: its exponentials wait on one another.
 * Where a CTA's threads are fewer than a head block's column quads (16 heads,
 * or head_dim 256), a thread takes G quads of one head, sharing their (m, l):
 * all its loads are still in flight at once, where a second pass was a second
 * round trip on the step's critical path (group 16 at 1 x 65536, on an H200:
 * 70.0 -> 69.3 us a layer). Head j's partition e is at (head0 + j) * stride +
 * e; sink(j, quad, state) takes each column quad's combined state. */
template <int HD, int N, int G, typename Sink>
__device__ void combine_few_partials(const Partials &P, long long stride, long long head0, int nq, int nparts,
                                     Sink sink)
{
    constexpr int C4 = HD / 4, QG = C4 / G; /* column quads of a head; a thread's quads are QG apart */
    for (int i = threadIdx.x; i < nq * QG; i += blockDim.x) {
        const int j = i / QG, d4 = i % QG;
        const long long base = (head0 + j) * stride;
        const float4 *acc = reinterpret_cast<const float4 *>(P.acc + base * HD) + d4;
        float mv[N], lv[N];
        float4 av[G][N];
        load_partial_states<HD, N, G>(P, base, acc, nparts, mv, lv, av);
#pragma unroll
        for (int q = 0; q < G; q++)
            sink(j, d4 + q * QG, combine<N>(mv, N, [&](int e) { return Term{lv[e], av[q][e]}; }));
    }
}

/* ... into the output */
template <typename T, int HD, int N, int G>
__device__ void merge_few_partials(const AttnArgs &a, const Partials &P, long long stride, long long head0, int nq,
                                   int nparts)
{
    T *out = static_cast<T *>(a.out);
    combine_few_partials<HD, N, G>(P, stride, head0, nq, nparts, [&](int j, int quad, const Combined &c) {
        store_normalised(out + (head0 + j) * HD + 4 * quad, c);
    });
}

/* ... into slot `slot` of each head's states in S (stride apart), unnormalised,
 * as a partition leaves its own: a group's partitions become one state */
template <int HD, int N, int G>
__device__ void combine_into(const Partials &P, long long stride, long long head0, int nq, int nparts,
                             const Partials &S, long long s_stride, int slot)
{
    combine_few_partials<HD, N, G>(P, stride, head0, nq, nparts, [&](int j, int quad, const Combined &c) {
        const long long idx = (head0 + j) * s_stride + slot;
        reinterpret_cast<float4 *>(S.acc + idx * HD)[quad] = c.o;
        if (quad == 0) {
            S.m[idx] = c.m;
            S.l[idx] = c.l;
        }
    });
}

/* The same for N + 1 to 2N partitions, two lanes to G column quads of a head:
 * each lane combines its N for each quad (its loads all in flight, as above),
 * and the pair's two states become one through a shuffle, so the merge stays
 * one round trip where the general merge takes three (on an H200, as a decode
 * step: 1 x 4096 in 32 partitions at group 4, 8.63 -> 7.83 us; at group 2,
 * 8.07 -> 6.29; 1 x 2560 in 20 at group 4, 8.16 -> 6.78). At one quad a
 * lane a head_dim 256 CTA of four warps makes two to four times the passes
 * over its heads that merge_few_partials makes, each a round trip; two
 * quads a lane (G = 2) halve them, to as many up to 4 heads a CTA (on an
 * H100, 16/1 at 1 x 24000 in 32 partitions 33.1 -> 30.0 us, 8/1 at
 * 2 x 24000 28.4 -> 25.4; bench/runs/2026-12-05-h200-take). nq * C4 * 2 / G is a
 * multiple of 32, so a warp's lanes run the loop together, as the shuffle
 * needs. */
template <typename T, int HD, int N, int G>
__device__ void merge_paired_partials(const AttnArgs &a, const Partials &P, long long head0, int nq, int nparts)
{
    constexpr int C4 = HD / 4, QG = C4 / G; /* a lane's quads are QG apart */
    T *out = static_cast<T *>(a.out);
    for (int i = threadIdx.x; i < nq * QG * 2; i += blockDim.x) {
        const int half = i & 1, j = (i >> 1) / QG, d4 = (i >> 1) % QG;
        const int n = half ? nparts - N : N;
        const long long base = (head0 + j) * a.splits + half * N;
        const float4 *acc = reinterpret_cast<const float4 *>(P.acc + base * HD) + d4;
        float mv[N], lv[N];
        float4 av[G][N];
        load_partial_states<HD, N, G>(P, base, acc, n, mv, lv, av);
#pragma unroll
        for (int q = 0; q < G; q++) {
            const Combined c = combine<N>(mv, n, [&](int e) { return Term{lv[e], av[q][e]}; });
            const float pm = __shfl_xor_sync(0xffffffffu, c.m, 1), pl = __shfl_xor_sync(0xffffffffu, c.l, 1);
            float4 po;
            po.x = __shfl_xor_sync(0xffffffffu, c.o.x, 1);
            po.y = __shfl_xor_sync(0xffffffffu, c.o.y, 1);
            po.z = __shfl_xor_sync(0xffffffffu, c.o.z, 1);
            po.w = __shfl_xor_sync(0xffffffffu, c.o.w, 1);
            if (!half) {
                const float mv2[2] = {c.m, pm};
                store_normalised(out + (head0 + j) * HD + 4 * (d4 + q * QG), combine<2>(mv2, 2, [&](int e) {
                    return e == 0 ? Term{c.l, c.o} : Term{pl, po};
                }));
            }
        }
    }
}

/* ---- the flagged merge ---------------------------------------------------------
 * The counted merge above pays three round trips after the last partition's
 * stream: its partial must be acknowledged before the count's release, the
 * count comes back, then the partials are read. Here every word carries its own
 * flag instead, as NCCL's low-latency protocol does: a 16-byte store of
 * (value, flag, value, flag) is seen whole or not at all at the 8-byte halves,
 * so a reader that sees the flags has the values, with no fence and no count.
 * Partition 0 of a (sequence, head block) merges: one thread polls a word of
 * each other partition (every thread polling took L2 bandwidth from the
 * streams), then every thread reads the words of the columns it holds, retrying
 * any not yet seen, and clears them for the next launch. Partition 0 waits on
 * CTAs of its own grid, so the host takes this path only where the whole grid
 * is resident at once.
 *
 * Words: per (query head, partition) three rows of a uint4 per four columns,
 * (x, y), (z, w) and (m, l), each value beside a flag. A row's words lie side
 * by side, so a warp's 32 stores or loads of a row touch 512 contiguous bytes;
 * with a quad's three words together they were 48 bytes apart and those
 * accesses took longer (on an H200, 16 x 256: 5.60 -> 5.36 us a layer). */
constexpr unsigned FLAG = 1u;
constexpr int FLAGGED_MAX = 4; /* partitions a merging thread reads at once */

__device__ __forceinline__ void st_flagged(uint4 *p, float a, float b)
{
    asm volatile("st.volatile.global.v4.u32 [%0], {%1, %2, %3, %4};\n" ::"l"(p), "r"(__float_as_uint(a)), "r"(FLAG),
                 "r"(__float_as_uint(b)), "r"(FLAG)
                 : "memory");
}
__device__ __forceinline__ uint4 ld_flagged(const uint4 *p)
{
    uint4 v;
    asm volatile("ld.volatile.global.v4.u32 {%0, %1, %2, %3}, [%4];\n"
                 : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
                 : "l"(p)
                 : "memory");
    return v;
}
__device__ __forceinline__ bool flagged(uint4 v) { return v.y == FLAG && v.w == FLAG; }

/* this partition's four columns of a head, for partition 0 to merge */
template <int C4> __device__ __forceinline__ void put_flagged(uint4 *p, const Combined &c)
{
    st_flagged(p, c.o.x, c.o.y);
    st_flagged(p + C4, c.o.z, c.o.w);
    st_flagged(p + 2 * C4, c.m, c.l);
}

/* Reads the K words at p + e * stride + k * kstride of each partition e in
 * 1..nparts-1 until every one carries its flags, asking again only for those
 * not yet seen; w then holds them all. */
template <int N, int K>
__device__ __forceinline__ void await_flagged(const uint4 *p, size_t stride, size_t kstride, int nparts,
                                              uint4 (&w)[N][K])
{
    unsigned pending = ((1u << nparts) - 1u) & ~1u;
    while (pending) {
#pragma unroll
        for (int e = 1; e < N; e++)
            if (pending & (1u << e))
#pragma unroll
                for (int k = 0; k < K; k++)
                    w[e][k] = ld_flagged(p + e * stride + k * kstride);
#pragma unroll
        for (int e = 1; e < N; e++) {
            bool seen = (pending >> e) & 1u;
#pragma unroll
            for (int k = 0; k < K; k++)
                seen = seen && flagged(w[e][k]);
            if (seen)
                pending &= ~(1u << e);
        }
    }
}

/* Partition 0's merge: `mine` holds its own (m, l, acc) as a cluster's CTA
 * leaves it; the others' words of head j, partition e, quad d4 are at
 * words + ((head0 + j) * splits + e) * 3 * C4 + k * C4 + d4, row k. */
template <typename T, int HD, int N>
__device__ void merge_flagged(const AttnArgs &a, long long head0, int nq, const float *mine, int qsp, int nparts)
{
    constexpr int C4 = HD / 4;
    constexpr size_t STRIDE = 3 * C4; /* words a partition of a head */
    if (threadIdx.x == 0) {
        /* the last column quad's (m, l) of the last head, from each partition */
        uint4 last[N][1];
        await_flagged(a.flagged + ((head0 + nq - 1) * a.splits) * STRIDE + 3 * C4 - 1, STRIDE, 0, nparts, last);
    }
    __syncthreads(); /* also: `mine` written by every thread */
    T *out = static_cast<T *>(a.out);
    for (int i = threadIdx.x; i < nq * C4; i += blockDim.x) {
        const int j = i / C4, d4 = i % C4;
        uint4 *p = a.flagged + ((head0 + j) * a.splits) * STRIDE + d4;
        uint4 w[N][3];
        await_flagged(p, STRIDE, C4, nparts, w);
        float mv[N], lv[N];
        float4 av[N];
        mv[0] = mine[j];
        lv[0] = mine[qsp + j];
        av[0] = reinterpret_cast<const float4 *>(mine + 2 * qsp + j * HD)[d4];
#pragma unroll
        for (int e = 1; e < N; e++) { /* past nparts: a state that weighs nothing */
            const bool in = e < nparts;
            av[e] = in ? make_float4(__uint_as_float(w[e][0].x), __uint_as_float(w[e][0].z),
                                     __uint_as_float(w[e][1].x), __uint_as_float(w[e][1].z))
                       : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
            mv[e] = in ? __uint_as_float(w[e][2].x) : -INFINITY;
            lv[e] = in ? __uint_as_float(w[e][2].z) : 0.0f;
        }
        write_combined<T, N>(mv, lv, av, out + (head0 + j) * HD + 4 * d4);
#pragma unroll
        for (int e = 1; e < N; e++)
            if (e < nparts)
#pragma unroll
                for (int k = 0; k < 3; k++)
                    p[e * STRIDE + k * C4] = make_uint4(0u, 0u, 0u, 0u);
    }
}

/* The partitions of a (sequence, head block) as one thread-block cluster: each
 * CTA leaves its (m, l, acc) in its own shared memory, and after the cluster's
 * barrier the CTAs share out the output columns, each reading every CTA's state
 * through distributed shared memory. No partial goes to global memory and no
 * counter is taken, the two round trips of the merge above; where it pays is
 * pa_cuda_mma_decode's to say. The second barrier keeps every CTA's shared
 * memory alive until the others have read it. */
constexpr int CLUSTER_MAX = 8; /* the portable cluster size */

template <typename T, int HD>
__device__ void merge_cluster(const AttnArgs &a, long long head0, int nq, float *mine, int qsp)
{
    namespace cg = cooperative_groups;
    constexpr int C4 = HD / 4;
    cg::cluster_group cluster = cg::this_cluster();
    cluster.sync();
    const int nc = (int)cluster.num_blocks(), rank = (int)cluster.block_rank();
    const float *peer[CLUSTER_MAX];
#pragma unroll
    for (int c = 0; c < CLUSTER_MAX; c++)
        peer[c] = c < nc ? cluster.map_shared_rank(mine, c) : mine;
    T *out = static_cast<T *>(a.out);
    for (int i = rank * (int)blockDim.x + (int)threadIdx.x; i < nq * C4; i += nc * (int)blockDim.x) {
        const int j = i / C4, d4 = i % C4;
        float mv[CLUSTER_MAX], lv[CLUSTER_MAX];
        float4 ov[CLUSTER_MAX];
#pragma unroll
        for (int c = 0; c < CLUSTER_MAX; c++) {
            const bool in = c < nc;
            mv[c] = in ? peer[c][j] : -INFINITY;
            lv[c] = in ? peer[c][qsp + j] : 0.0f;
            ov[c] = in ? reinterpret_cast<const float4 *>(peer[c] + 2 * qsp + j * HD)[d4]
                       : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
        }
        write_combined<T, CLUSTER_MAX>(mv, lv, ov, out + (head0 + j) * HD + 4 * d4);
    }
    cluster.sync();
}

} /* namespace pa */

#endif
