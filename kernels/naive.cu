/* The seed's "Naive PyTorch" kept honest: the host walks every sequence's block
 * table and issues one device-to-device copy per allocated block into the padded
 * K/V, and marks the copied tokens in the mask with one memset per run of
 * allocated blocks (after clearing the whole mask). Unallocated blocks stay
 * masked and are skipped by the dense pass, as the other kernels skip them.
 * Only stream operations on device memory are issued, so the loop can be
 * captured into a CUDA graph as copy and memset nodes. */
#include "kernels.h"
#include "pa_device.cuh"

static int copy_failed(pa_err *e, const char *call, cudaError_t err, int b, int lb)
{
    return pa_fail(e, "%s (sequence %d, logical block %d): %s", call, b, lb, cudaGetErrorString(err));
}

int pa_cuda_naive_copy(const pa_launch *l, const pa_padded *pad, cudaStream_t s, pa_err *e)
{
    const pa_problem *p = &l->p;
    if (!l->host_block_tables || !l->host_context_lens)
        return pa_fail(e, "naive needs the host copies of the block table and context lengths");
    const size_t esz = pa_dtype_size(p->dtype);
    const size_t token_bytes = (size_t)p->kv_heads * p->head_dim * esz;
    const size_t block_bytes = token_bytes * p->block_size;
    const char *kc = static_cast<const char *>(l->k_cache), *vc = static_cast<const char *>(l->v_cache);
    char *kp = static_cast<char *>(pad->k), *vp = static_cast<char *>(pad->v);

    cudaError_t err = cudaMemsetAsync(pad->mask, 0, (size_t)p->batch * pad->max_ctx, s);
    if (err != cudaSuccess)
        return pa_fail(e, "cudaMemsetAsync(mask): %s", cudaGetErrorString(err));

    for (int b = 0; b < p->batch; b++) {
        const int ctx = l->host_context_lens[b] < pad->max_ctx ? l->host_context_lens[b] : pad->max_ctx;
        const int32_t *row = l->host_block_tables + (size_t)b * p->max_blocks_per_seq;
        const int nblocks = (ctx + p->block_size - 1) / p->block_size;
        const size_t seq = (size_t)b * pad->max_ctx;
        int run_start = -1; /* first token of the current run of allocated blocks */
        for (int lb = 0; lb <= nblocks; lb++) {
            const int blk = lb < nblocks && lb < p->max_blocks_per_seq ? row[lb] : -1;
            const int t = lb * p->block_size;
            if (blk < 0) {
                if (run_start >= 0) {
                    const int end = t < ctx ? t : ctx;
                    err = cudaMemsetAsync(pad->mask + seq + run_start, 1, (size_t)(end - run_start), s);
                    if (err != cudaSuccess)
                        return copy_failed(e, "cudaMemsetAsync(mask)", err, b, lb);
                    run_start = -1;
                }
                continue;
            }
            if (run_start < 0)
                run_start = t;
            const int n = ctx - t < p->block_size ? ctx - t : p->block_size;
            const size_t dst = (seq + (size_t)t) * token_bytes;
            err = cudaMemcpyAsync(kp + dst, kc + (size_t)blk * block_bytes, (size_t)n * token_bytes,
                                  cudaMemcpyDeviceToDevice, s);
            if (err == cudaSuccess)
                err = cudaMemcpyAsync(vp + dst, vc + (size_t)blk * block_bytes, (size_t)n * token_bytes,
                                      cudaMemcpyDeviceToDevice, s);
            if (err != cudaSuccess)
                return copy_failed(e, "cudaMemcpyAsync(K/V block)", err, b, lb);
        }
    }
    return 0;
}
