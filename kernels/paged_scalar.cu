/* "Triton (old)": one CTA per (sequence, query head), chunks of `chunk` tokens,
 * but inside a chunk one token at a time: the block table is read for every
 * token, the token's K row is loaded element by element across the threads and
 * its score reduced across the whole block, then the chunk's softmax update, then
 * a second walk over the chunk (table read again) for V. Slow on purpose: it is
 * the baseline the vectorised kernels are measured against. */
#include "kernels.h"
#include "pa_device.cuh"

namespace pa {

/* Sum over the block; every thread gets the total. red holds one float a warp. */
__device__ float block_sum(float x, float *red)
{
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, nwarps = blockDim.x >> 5;
    x = warp_sum(x);
    if (lane == 0)
        red[warp] = x;
    __syncthreads();
    float total = 0.0f;
    for (int w = 0; w < nwarps; w++)
        total += red[w];
    __syncthreads(); /* red is rewritten by the next call */
    return total;
}

template <typename T, int HD> __global__ void paged_scalar_kernel(AttnArgs a)
{
    constexpr int EPT = HD / 32; /* elements a thread holds at the smallest block, 32 threads */
    extern __shared__ __align__(16) unsigned char smem_raw[];
    float *scores = reinterpret_cast<float *>(smem_raw); /* [chunk] */
    float *red = scores + a.chunk;                       /* [32] */

    const int b = blockIdx.x, h = blockIdx.y;
    const int kvh = h / a.group;
    const int ctx = a.lens[b];
    const long long row = (long long)b * a.heads + h;
    const int32_t *table = a.table + (long long)b * a.max_blocks;
    const T *kc = static_cast<const T *>(a.k) + kvh * HD;
    const T *vc = static_cast<const T *>(a.v) + kvh * HD;
    const int slot_mask = (1 << a.block_shift) - 1;

    float q[EPT], acc[EPT];
    const T *qp = static_cast<const T *>(a.q) + row * HD;
#pragma unroll
    for (int k = 0; k < EPT; k++) {
        const int d = threadIdx.x + k * blockDim.x;
        q[k] = d < HD ? to_float(qp[d]) * a.scale2 : 0.0f;
        acc[k] = 0.0f;
    }
    float m = -INFINITY, l = 0.0f; /* identical in every thread */

    for (int c0 = 0; c0 < ctx; c0 += a.chunk) {
        const int n = min(a.chunk, ctx - c0);
        for (int i = 0; i < n; i++) {
            const int t = c0 + i;
            const int lb = t >> a.block_shift;
            const int blk = lb < a.max_blocks ? table[lb] : -1;
            float part = 0.0f;
            if (blk >= 0) {
                const long long off = (long long)blk * a.block_stride + (long long)(t & slot_mask) * a.token_stride;
#pragma unroll
                for (int k = 0; k < EPT; k++) {
                    const int d = threadIdx.x + k * blockDim.x;
                    if (d < HD)
                        part = fmaf(q[k], to_float(kc[off + d]), part);
                }
            }
            const float s = block_sum(part, red);
            if (threadIdx.x == 0)
                scores[i] = blk >= 0 ? s : -INFINITY;
        }
        __syncthreads();

        float mx = -INFINITY;
        for (int i = 0; i < n; i++)
            mx = fmaxf(mx, scores[i]);
        if (mx != -INFINITY) {
            const float m_new = fmaxf(m, mx);
            const float alpha = exp2f(m - m_new);
            l *= alpha;
#pragma unroll
            for (int k = 0; k < EPT; k++)
                acc[k] *= alpha;
            for (int i = 0; i < n; i++) {
                const int t = c0 + i;
                const int lb = t >> a.block_shift;
                const int blk = lb < a.max_blocks ? table[lb] : -1;
                if (blk < 0)
                    continue;
                const long long off = (long long)blk * a.block_stride + (long long)(t & slot_mask) * a.token_stride;
                const float p = exp2f(scores[i] - m_new);
                l += p;
#pragma unroll
                for (int k = 0; k < EPT; k++) {
                    const int d = threadIdx.x + k * blockDim.x;
                    if (d < HD)
                        acc[k] = fmaf(p, to_float(vc[off + d]), acc[k]);
                }
            }
            m = m_new;
        }
        __syncthreads(); /* scores are rewritten by the next chunk */
    }

    T *out = static_cast<T *>(a.out) + row * HD;
#pragma unroll
    for (int k = 0; k < EPT; k++) {
        const int d = threadIdx.x + k * blockDim.x;
        if (d < HD)
            out[d] = from_float<T>(acc[k] / l);
    }
}

} /* namespace pa */

int pa_cuda_paged_scalar(const pa_launch *l, cudaStream_t s, pa_err *e)
{
    using namespace pa;
    const pa_problem *p = &l->p;
    const int chunk = l->chunk > 0 ? l->chunk : seed_chunk(p->head_dim);
    const int threads = l->threads > 0 ? l->threads : p->head_dim;
    if (threads > p->head_dim)
        return pa_fail(e, "threads=%d: paged_scalar spreads head_dim=%d over at most that many threads", threads,
                       p->head_dim);
    const AttnArgs a = attn_args(l, chunk);
    const size_t smem = ((size_t)chunk + 32) * sizeof(float);
    return dispatch(p->dtype, p->head_dim, e, [&](auto tt, auto hd) {
        using T = typename decltype(tt)::type;
        constexpr int HD = decltype(hd)::value;
        const void *fn = reinterpret_cast<const void *>(&paged_scalar_kernel<T, HD>);
        if (fit_block(fn, threads, smem, e))
            return -1;
        paged_scalar_kernel<T, HD><<<dim3(p->batch, p->heads), threads, smem, s>>>(a);
        return launched("paged_scalar_kernel", e);
    });
}
