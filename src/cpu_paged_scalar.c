/* The seed's "Triton (old)": chunks of `chunk` tokens, but inside a chunk one
 * token at a time, the block table read again for every token, for K and for V. */
#include <stdlib.h>

#include "cpu_attend.h"

int pa_cpu_paged_scalar(const pa_launch *l)
{
    const pa_problem *p = &l->p;
    const int D = p->head_dim, group = p->heads / p->kv_heads, C = l->chunk;
    int failed = 0;
#pragma omp parallel for collapse(2) schedule(dynamic)
    for (int b = 0; b < p->batch; b++) {
        for (int h = 0; h < p->heads; h++) {
            const int len = l->host_context_lens[b], kvh = h / group;
            float *buf = malloc(sizeof(float) * ((size_t)C + (size_t)D * 3));
            if (!buf) {
                failed = 1;
                continue;
            }
            float *scores = buf, *q = buf + C, *row = q + D, *acc = row + D;
            pa_softmax s;
            pa_softmax_init(&s, acc, D);
            pa_widen(l->query, p->dtype, pa_q_row(p, b, h), q, D);
            for (int start = 0; start < len; start += C) {
                const int n = len - start < C ? len - start : C;
                float mx = s.m;
                for (int i = 0; i < n; i++) {
                    const int t = start + i;
                    int32_t block = pa_table_entry(l, b, t / p->block_size);
                    if (block < 0) {
                        scores[i] = -INFINITY;
                        continue;
                    }
                    pa_widen(l->k_cache, p->dtype, pa_kv_row(p, block, t % p->block_size, kvh), row, D);
                    scores[i] = pa_dot(q, row, D) * p->scale;
                    if (scores[i] > mx)
                        mx = scores[i];
                }
                if (mx == -INFINITY)
                    continue;
                pa_chunk_sum c;
                pa_chunk_begin(&c, D);
                for (int i = 0; i < n; i++) {
                    const int t = start + i;
                    int32_t block = pa_table_entry(l, b, t / p->block_size);
                    if (block < 0)
                        continue;
                    pa_widen(l->v_cache, p->dtype, pa_kv_row(p, block, t % p->block_size, kvh), row, D);
                    pa_chunk_add(&c, D, expf(scores[i] - mx), row);
                }
                pa_chunk_fold(&s, acc, D, expf(s.m - mx), &c);
                s.m = mx;
            }
            pa_softmax_store(&s, acc, D, l->output, p->dtype, pa_q_row(p, b, h));
            free(buf);
        }
    }
    return failed ? -1 : 0;
}
