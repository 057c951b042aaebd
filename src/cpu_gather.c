/* Gather then attend: every token's K/V row copied to its logical place in one
 * parallel pass (the seed's vectorised gather), then the dense pass. */
#include "cpu_attend.h"

int pa_cpu_gather(const pa_launch *l)
{
    const pa_problem *p = &l->p;
    const size_t T = (size_t)p->max_context_len;
    const pa_cpu_padded d = pa_cpu_padded_at(l);
    const size_t token_bytes = d.token_bytes;
#pragma omp parallel for collapse(2) schedule(static)
    for (int b = 0; b < p->batch; b++) {
        for (size_t t = 0; t < T; t++) {
            const int len = l->host_context_lens[b];
            uint8_t *ok = d.valid + (size_t)b * T + t;
            int32_t block = (int)t < len ? pa_table_entry(l, b, (int)t / p->block_size) : -1;
            *ok = block >= 0;
            if (!*ok)
                continue;
            size_t src = ((size_t)block * p->block_size + t % (size_t)p->block_size) * token_bytes;
            size_t dst = ((size_t)b * T + t) * token_bytes;
            memcpy(d.k + dst, (const char *)l->k_cache + src, token_bytes);
            memcpy(d.v + dst, (const char *)l->v_cache + src, token_bytes);
        }
    }
    return pa_cpu_dense(l, d.k, d.v, d.valid);
}
