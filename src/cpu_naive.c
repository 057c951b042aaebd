/* The seed's naive path: a sequential host loop over sequences and their blocks
 * copying each block into padded K/V, then the dense pass. Slow on purpose; its
 * cost is the baseline every speedup is quoted against. */
#include "cpu_attend.h"

int pa_cpu_naive(const pa_launch *l)
{
    const pa_problem *p = &l->p;
    const size_t T = (size_t)p->max_context_len;
    const pa_cpu_padded d = pa_cpu_padded_at(l);
    const size_t token_bytes = d.token_bytes;
    memset(d.valid, 0, (size_t)p->batch * T);
    for (int b = 0; b < p->batch; b++) {
        const int len = l->host_context_lens[b];
        for (int i = 0; i * p->block_size < len; i++) {
            const int32_t block = pa_table_entry(l, b, i);
            const int start = i * p->block_size;
            const int n = len - start < p->block_size ? len - start : p->block_size;
            if (block < 0)
                continue;
            /* a block's rows are contiguous in the cache: one copy per block */
            size_t src = (size_t)block * p->block_size * token_bytes, dst = ((size_t)b * T + start) * token_bytes;
            memcpy(d.k + dst, (const char *)l->k_cache + src, (size_t)n * token_bytes);
            memcpy(d.v + dst, (const char *)l->v_cache + src, (size_t)n * token_bytes);
            memset(d.valid + (size_t)b * T + start, 1, (size_t)n);
        }
    }
    return pa_cpu_dense(l, d.k, d.v, d.valid);
}
