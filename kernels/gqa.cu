/* Grouped-query decode: one CTA per (sequence, kv head, split) serves the query
 * heads that share the kv head, so each K/V element leaves global memory once
 * for all of them instead of once per query head. Per tile of `chunk` tokens:
 *   A. a group of lanes per token loads its K row (16-byte vectors, block table
 *      per token) and scores it against every query head of the CTA (queries in
 *      shared memory); the V row goes to shared memory;
 *   S. a warp per query head updates that head's running max and sum and turns
 *      the tile's scores into probabilities;
 *   B. each thread owns 4 output elements of some heads (and, when there are more
 *      threads than head x column pairs, a slice of the tile's tokens) and
 *      accumulates p * V from shared memory.
 * A group of more than QS (16) query heads is served by ceil(group / QS) CTAs,
 * each reading the kv head's K/V; heads past the group in the last of them are
 * computed on zero queries and never stored. With splits > 1 the CTA stores
 * partials for reduce.cu, exactly as split_kv does.
 *
 * This is the fp32 kernel; fp16 and bf16 run mma_decode.cu, which serves up to
 * 16 heads (8 at head_dim 256) a CTA with tensor cores. */
#include "kernels.h"
#include "pa_device.cuh"
#include "plan.h"

namespace pa {

constexpr int GQA_MIN_THREADS = 128;
constexpr int GQA_TILE_STEP = 2; /* tokens a lane group has in flight in phase A */
constexpr int GQA_VB = 4;        /* output elements a thread accumulates per head */

/* Dynamic shared memory of one CTA, in the order the kernel lays it out. */
__host__ __device__ constexpr size_t gqa_smem_bytes(int qs, int hd, int esz, int tile, int threads)
{
    return (size_t)qs * hd * 4            /* queries, float */
           + (size_t)tile * hd * esz      /* V tile, storage type */
           + (size_t)qs * tile * 4        /* scores, then probabilities */
           + (size_t)3 * qs * 4           /* running max, sum, last rescale */
           + (size_t)threads * GQA_VB * 4; /* cross-slice sums at the end */
}

template <typename T> __device__ __forceinline__ void load4(const T *p, float *f);
template <> __device__ __forceinline__ void load4<__half>(const __half *p, float *f)
{
    const uint2 r = *reinterpret_cast<const uint2 *>(p);
    const float2 a = Vec16<__half>::pair(r.x), b = Vec16<__half>::pair(r.y);
    f[0] = a.x; f[1] = a.y; f[2] = b.x; f[3] = b.y;
}
template <> __device__ __forceinline__ void load4<__nv_bfloat16>(const __nv_bfloat16 *p, float *f)
{
    const uint2 r = *reinterpret_cast<const uint2 *>(p);
    f[0] = __uint_as_float(r.x << 16);
    f[1] = __uint_as_float(r.x & 0xffff0000u);
    f[2] = __uint_as_float(r.y << 16);
    f[3] = __uint_as_float(r.y & 0xffff0000u);
}
template <> __device__ __forceinline__ void load4<float>(const float *p, float *f)
{
    const float4 r = *reinterpret_cast<const float4 *>(p);
    f[0] = r.x; f[1] = r.y; f[2] = r.z; f[3] = r.w;
}

template <typename T, int HD, int QS> __global__ void gqa_kernel(AttnArgs a, int nsub)
{
    using Geo = RowGeo<T, HD>;
    constexpr int G = Geo::G, NV = Geo::NV, VEC = Geo::VEC, UA = GQA_TILE_STEP, VB = GQA_VB;
    constexpr int NC = HD / VB; /* column chunks of phase B */
    constexpr int RPT_MAX = (QS * NC + GQA_MIN_THREADS - 1) / GQA_MIN_THREADS;
    static_assert(NC <= GQA_MIN_THREADS, "phase B needs a thread per column chunk");

    const int NT = blockDim.x, tile = a.chunk;
    const int b = blockIdx.x;
    const int kvh = blockIdx.y / nsub, j0 = (blockIdx.y % nsub) * QS;
    const int nq = min(QS, a.group - j0);
    const int split = blockIdx.z;
    const int ctx = a.lens[b];
    const long long part = ((long long)ctx + a.splits - 1) / a.splits;
    const int t0 = (int)min((long long)ctx, split * part);
    const int t1 = (int)min((long long)ctx, t0 + part);
    const long long head0 = (long long)b * a.heads + (long long)kvh * a.group + j0; /* row of query head j = 0 */

    extern __shared__ __align__(16) unsigned char smem_raw[];
    float *Qs = reinterpret_cast<float *>(smem_raw);   /* [QS][HD] */
    T *Vs = reinterpret_cast<T *>(Qs + QS * HD);       /* [tile][HD] */
    float *S = reinterpret_cast<float *>(Vs + (size_t)tile * HD); /* [QS][tile] */
    float *Ms = S + (size_t)QS * tile, *Ls = Ms + QS, *As = Ls + QS;
    float *red = As + QS; /* [NT / NC][HD] */

    const T *qg = static_cast<const T *>(a.q);
    for (int i = threadIdx.x; i < QS * HD; i += NT) {
        const int j = i / HD;
        Qs[i] = j < nq ? to_float(qg[(head0 + j) * HD + i % HD]) * a.scale2 : 0.0f;
    }
    if (threadIdx.x < QS) {
        Ms[threadIdx.x] = -INFINITY;
        Ls[threadIdx.x] = 0.0f;
        As[threadIdx.x] = 1.0f;
    }
    __syncthreads();

    /* phase A: lane groups over tokens */
    const int lane = threadIdx.x % G, grp = threadIdx.x / G, NG = NT / G;
    /* phase B: column chunk c, head rows and token slice */
    const int c = threadIdx.x % NC, r = threadIdx.x / NC, P = NT / NC;
    const int rpt = P >= QS ? 1 : QS / P;
    const int tsl = P >= QS ? P / QS : 1;
    const int ts = P >= QS ? r / QS : 0;
    auto head_of = [&](int k) { return P >= QS ? r % QS : r + k * P; };
    float acc[RPT_MAX][VB];
#pragma unroll
    for (int k = 0; k < RPT_MAX; k++)
#pragma unroll
        for (int e = 0; e < VB; e++)
            acc[k][e] = 0.0f;

    const PagedRows rows = paged_rows(a, b);
    const T *kc = static_cast<const T *>(a.k) + kvh * HD;
    const T *vc = static_cast<const T *>(a.v) + kvh * HD;
    const int lane32 = threadIdx.x & 31, warp = threadIdx.x >> 5, nwarps = NT >> 5;

    for (int tile0 = t0; tile0 < t1; tile0 += tile) {
        const int tn = min(tile, t1 - tile0);

        for (int i0 = 0; i0 < tn; i0 += NG * UA) {
            long long off[UA];
            int idx[UA];
#pragma unroll
            for (int u = 0; u < UA; u++) {
                idx[u] = i0 + grp * UA + u;
                off[u] = idx[u] < tn ? rows.row(tile0 + idx[u]) : -1;
            }
            uint4 kr[UA][NV], vr[UA][NV];
#pragma unroll
            for (int u = 0; u < UA; u++)
#pragma unroll
                for (int i = 0; i < NV; i++) {
                    if (off[u] >= 0) {
                        kr[u][i] = load16(kc + off[u] + Geo::elem(i, lane));
                        vr[u][i] = load16(vc + off[u] + Geo::elem(i, lane));
                    } else {
                        /* p is 0 for a masked token, but 0 * (stale bits) could be NaN */
                        kr[u][i] = make_uint4(0, 0, 0, 0);
                        vr[u][i] = make_uint4(0, 0, 0, 0);
                    }
                }
#pragma unroll
            for (int u = 0; u < UA; u++) {
                if (idx[u] < tn) {
#pragma unroll
                    for (int i = 0; i < NV; i++)
                        *reinterpret_cast<uint4 *>(Vs + (size_t)idx[u] * HD + Geo::elem(i, lane)) = vr[u][i];
                }
                float kf[Geo::EPL];
#pragma unroll
                for (int i = 0; i < NV; i++)
                    Vec16<T>::widen(kr[u][i], kf + i * VEC);
#pragma unroll
                for (int j = 0; j < QS; j++) {
                    float dot = 0.0f;
#pragma unroll
                    for (int i = 0; i < NV; i++) {
                        const float *qj = Qs + j * HD + Geo::elem(i, lane);
#pragma unroll
                        for (int e = 0; e < VEC; e += 4) {
                            const float4 q4 = *reinterpret_cast<const float4 *>(qj + e);
                            dot = fmaf(q4.x, kf[i * VEC + e], dot);
                            dot = fmaf(q4.y, kf[i * VEC + e + 1], dot);
                            dot = fmaf(q4.z, kf[i * VEC + e + 2], dot);
                            dot = fmaf(q4.w, kf[i * VEC + e + 3], dot);
                        }
                    }
                    dot = group_sum<G>(dot);
                    if (lane == 0 && idx[u] < tn)
                        S[j * tile + idx[u]] = off[u] >= 0 ? dot : -INFINITY;
                }
            }
        }
        __syncthreads();

        /* phase S: a warp per query head */
        for (int j = warp; j < QS; j += nwarps) {
            float *sj = S + (size_t)j * tile;
            float mx = -INFINITY;
            for (int i = lane32; i < tn; i += 32)
                mx = fmaxf(mx, sj[i]);
            mx = warp_max(mx);
            const float m_old = Ms[j];
            const float m_new = fmaxf(m_old, mx);
            float alpha = 1.0f, sum = 0.0f;
            if (m_new == -INFINITY) {
                for (int i = lane32; i < tn; i += 32)
                    sj[i] = 0.0f;
            } else {
                alpha = exp2f(m_old - m_new); /* 0 while m_old is -inf */
                for (int i = lane32; i < tn; i += 32) {
                    const float p = exp2f(sj[i] - m_new);
                    sj[i] = p;
                    sum += p;
                }
            }
            sum = warp_sum(sum);
            /* every lane has read Ms[j] before lane 0 rewrites it: the shuffles
             * order the lanes' steps, not their memory accesses (racecheck) */
            __syncwarp();
            if (lane32 == 0) {
                Ls[j] = Ls[j] * alpha + sum;
                Ms[j] = m_new;
                As[j] = alpha;
            }
        }
        __syncthreads();

        /* phase B: p * V */
#pragma unroll
        for (int k = 0; k < RPT_MAX; k++)
            if (k < rpt) {
                const float alpha = As[head_of(k)];
#pragma unroll
                for (int e = 0; e < VB; e++)
                    acc[k][e] *= alpha;
            }
        for (int i = ts; i < tn; i += tsl) {
            float vf[VB];
            load4<T>(Vs + (size_t)i * HD + c * VB, vf);
#pragma unroll
            for (int k = 0; k < RPT_MAX; k++)
                if (k < rpt) {
                    const float p = S[(size_t)head_of(k) * tile + i];
#pragma unroll
                    for (int e = 0; e < VB; e++)
                        acc[k][e] = fmaf(p, vf[e], acc[k][e]);
                }
        }
        __syncthreads(); /* the next tile overwrites Vs and S */
    }

    if (tsl > 1) { /* then rpt == 1: sum the token slices of each (head, column) */
#pragma unroll
        for (int e = 0; e < VB; e++)
            red[(size_t)r * HD + c * VB + e] = acc[0][e];
        __syncthreads();
        if (ts == 0)
            for (int t = 1; t < tsl; t++)
#pragma unroll
                for (int e = 0; e < VB; e++)
                    acc[0][e] += red[(size_t)(t * QS + r) * HD + c * VB + e];
    }
    if (ts != 0)
        return;

    const Partials part_out = Partials::at(a.partials, a.nparts);
#pragma unroll
    for (int k = 0; k < RPT_MAX; k++) {
        const int j = head_of(k);
        if (k >= rpt || j >= nq)
            continue;
        const long long hrow = head0 + j;
        if (a.partials) {
            const long long pidx = hrow * a.splits + split;
#pragma unroll
            for (int e = 0; e < VB; e++)
                part_out.acc[pidx * HD + c * VB + e] = acc[k][e];
            if (c == 0) {
                part_out.m[pidx] = Ms[j];
                part_out.l[pidx] = Ls[j];
            }
        } else {
            T *out = static_cast<T *>(a.out) + hrow * HD + c * VB;
            const float inv = 1.0f / Ls[j];
#pragma unroll
            for (int e = 0; e < VB; e++)
                out[e] = from_float<T>(acc[k][e] * inv);
        }
    }
}

template <typename T, int HD, int QS>
int launch_gqa(const pa_launch *l, AttnArgs a, int threads, int nsub, cudaStream_t s, pa_err *e)
{
    const pa_problem *p = &l->p;
    if (a.chunk <= 0) { /* the largest tile that keeps a CTA inside the default 48 KiB */
        a.chunk = 128;
        while (a.chunk > 16 && gqa_smem_bytes(QS, HD, sizeof(T), a.chunk, threads) > 48 * 1024)
            a.chunk /= 2;
    }
    const size_t smem = gqa_smem_bytes(QS, HD, sizeof(T), a.chunk, threads);
    const void *fn = reinterpret_cast<const void *>(&gqa_kernel<T, HD, QS>);
    if (fit_block(fn, threads, smem, e))
        return -1;
    gqa_kernel<T, HD, QS><<<dim3(p->batch, p->kv_heads * nsub, a.splits), threads, smem, s>>>(a, nsub);
    if (launched("gqa_kernel", e))
        return -1;
    return a.splits > 1 ? pa_cuda_reduce(l, a.partials, s, e) : 0;
}

} /* namespace pa */

int pa_cuda_gqa(const pa_launch *l, const pa_merge_ws *m, cudaStream_t s, pa_err *e)
{
    using namespace pa;
    const pa_problem *p = &l->p;
    if (p->dtype != PA_FP32) /* the group's heads a CTA: src/plan_mma_shape.c */
        return pa_cuda_mma_decode(l, m, s, e);
    const int threads = l->threads > 0 ? l->threads : 256;
    if (threads < GQA_MIN_THREADS || threads > 1024 || (threads & (threads - 1)))
        return pa_fail(e, "threads=%d: gqa takes a power of two from %d to 1024", threads, GQA_MIN_THREADS);
    if (l->splits < 1 || l->splits > 65535)
        return pa_fail(e, "splits=%d: must be in 1..65535", l->splits);
    float *partials = m ? m->partials : nullptr;
    if (l->splits > 1 && !partials)
        return pa_fail(e, "splits=%d needs a partials workspace", l->splits);
    const int group = p->heads / p->kv_heads;
    const int qs = group <= 1 ? 1 : group <= 2 ? 2 : group <= 4 ? 4 : group <= 8 ? 8 : 16;
    const int nsub = (group + qs - 1) / qs;
    if ((long long)p->kv_heads * nsub > 65535)
        return pa_fail(e, "kv_heads*%d=%lld exceeds the grid's y extent", nsub, (long long)p->kv_heads * nsub);
    AttnArgs a = attn_args(l, l->chunk > 0 ? l->chunk : 0);
    a.splits = l->splits;
    a.partials = l->splits > 1 ? partials : nullptr;
    a.nparts = (long long)p->batch * p->heads * l->splits;
    return dispatch(p->dtype, p->head_dim, e, [&](auto tt, auto hd) {
        using T = typename decltype(tt)::type;
        constexpr int HD = decltype(hd)::value;
        switch (qs) {
        case 1: return launch_gqa<T, HD, 1>(l, a, threads, nsub, s, e);
        case 2: return launch_gqa<T, HD, 2>(l, a, threads, nsub, s, e);
        case 4: return launch_gqa<T, HD, 4>(l, a, threads, nsub, s, e);
        case 8: return launch_gqa<T, HD, 8>(l, a, threads, nsub, s, e);
        default: return launch_gqa<T, HD, 16>(l, a, threads, nsub, s, e);
        }
    });
}
