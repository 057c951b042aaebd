/* "Fast PyTorch"'s vectorised gather as one kernel: every 16-byte vector of every
 * token row of the padded copy [batch, max_ctx, kv_heads, head_dim] is fetched
 * from the token's physical block (block table looked up per token), and the
 * token's mask byte records whether it was copied. Rows past the context or under
 * an unallocated block are left unwritten with mask 0; the dense pass skips them. */
#include "kernels.h"
#include "pa_device.cuh"

namespace pa {

__global__ void gather_kernel(const uint4 *__restrict__ k, const uint4 *__restrict__ v,
                              const int32_t *__restrict__ table, const int32_t *__restrict__ lens,
                              uint4 *__restrict__ kp, uint4 *__restrict__ vp, uint8_t *__restrict__ mask, int batch,
                              int max_ctx, int max_blocks, int block_shift, int row_vecs)
{
    const long long total = (long long)batch * max_ctx * row_vecs;
    const long long stride = (long long)gridDim.x * blockDim.x;
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < total; i += stride) {
        const long long bt = i / row_vecs; /* b * max_ctx + t */
        const int vec = (int)(i - bt * row_vecs);
        const int b = (int)(bt / max_ctx);
        const int t = (int)(bt - (long long)b * max_ctx);
        int blk = -1;
        if (t < __ldg(lens + b)) {
            const int lb = t >> block_shift;
            if (lb < max_blocks)
                blk = __ldg(table + (long long)b * max_blocks + lb);
        }
        if (vec == 0)
            mask[bt] = blk >= 0;
        if (blk >= 0) {
            const long long src =
                (((long long)blk << block_shift) + (t & ((1 << block_shift) - 1))) * row_vecs + vec;
            kp[i] = __ldg(k + src);
            vp[i] = __ldg(v + src);
        }
    }
}

} /* namespace pa */

int pa_cuda_gather(const pa_launch *l, const pa_padded *pad, cudaStream_t s, pa_err *e)
{
    using namespace pa;
    const pa_problem *p = &l->p;
    const int row_vecs = (int)((size_t)p->kv_heads * p->head_dim * pa_dtype_size(p->dtype) / 16);
    const long long total = (long long)p->batch * pad->max_ctx * row_vecs;
    const int threads = 256;
    const long long want = (total + threads - 1) / threads;
    const unsigned blocks = (unsigned)(want < (1 << 20) ? (want > 0 ? want : 1) : (1 << 20));
    gather_kernel<<<blocks, threads, 0, s>>>(
        static_cast<const uint4 *>(l->k_cache), static_cast<const uint4 *>(l->v_cache), l->block_tables,
        l->context_lens, static_cast<uint4 *>(pad->k), static_cast<uint4 *>(pad->v), pad->mask, p->batch,
        pad->max_ctx, p->max_blocks_per_seq, log2_exact(p->block_size), row_vecs);
    return launched("gather_kernel", e);
}
