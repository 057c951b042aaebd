#include "plan.h"

const char *const pa_kernel_names[] = {"naive", "gather", "paged_scalar", "paged", "split_kv", "gqa", "auto", NULL};

const char *const pa_kernel_descriptions[] = {
    "host loop copying block by block into padded K/V, then dense attention (seed: Naive)",
    "one gather kernel into contiguous K/V, then a fused dense pass (seed: Fast PyTorch)",
    "chunked, a token at a time, block table read per token (seed: Triton old)",
    "grid (batch, heads), a chunk of tokens as one vector op, online softmax (seed: Triton new)",
    "flash-decoding: KV axis split across blocks, partial (m, l, acc) merged by a reduce",
    "one block per (batch, kv head, split) serving every query head of the group",
    "picks kernel and split count from the batch and the device",
    NULL,
};

int pa_default_chunk(int head_dim) { return head_dim <= 128 ? 64 : 32; }

/* Below this many tokens a partition's fixed costs (its launch share, the
 * partial write and the merge) are no longer small against its reads. */
#define MIN_TOKENS_PER_SPLIT_GPU 256
#define MIN_TOKENS_PER_SPLIT_CPU 2048
#define MAX_SPLITS 128

int pa_auto_splits(const pa_problem *p, pa_kernel_kind kind, const pa_device_shape *dev)
{
    int units = dev->parallel_units > 0 ? dev->parallel_units : 1;
    long long ctas = (long long)p->batch * (kind == PA_K_GQA ? p->kv_heads : p->heads);
    long long target = dev->is_gpu ? 2LL * units : (long long)units;
    long long splits = (target + ctas - 1) / ctas;
    int min_tokens = dev->is_gpu ? MIN_TOKENS_PER_SPLIT_GPU : MIN_TOKENS_PER_SPLIT_CPU;
    long long by_length = p->max_context_len / min_tokens;
    if (splits > by_length)
        splits = by_length;
    if (splits > MAX_SPLITS)
        splits = MAX_SPLITS;
    return splits < 1 ? 1 : (int)splits;
}

pa_plan pa_plan_auto(const pa_problem *p, const pa_device_shape *dev, int chunk, int splits)
{
    pa_plan plan;
    /* the grouped kernel reads each K/V row once for the whole group; with a
     * group of one it is split_kv by another name */
    plan.kind = p->heads > p->kv_heads ? PA_K_GQA : PA_K_SPLIT_KV;
    plan.chunk = chunk > 0 ? chunk : pa_default_chunk(p->head_dim);
    plan.splits = splits > 0 ? splits : pa_auto_splits(p, plan.kind, dev);
    return plan;
}
