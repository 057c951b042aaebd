/* Dense attention over padded, contiguous K/V [batch, max_ctx, kv_heads, D]:
 * all scores, their max, exponentials, weighted sum of V, as the seed's matmul,
 * masked softmax and matmul do. Shared by naive and gather. */
#include <stdlib.h>

#include "cpu_attend.h"

int pa_cpu_dense(const pa_launch *l, const void *k, const void *v, const uint8_t *valid)
{
    const pa_problem *p = &l->p;
    const int D = p->head_dim, group = p->heads / p->kv_heads, T = p->max_context_len;
    int failed = 0;
#pragma omp parallel for collapse(2) schedule(dynamic)
    for (int b = 0; b < p->batch; b++) {
        for (int h = 0; h < p->heads; h++) {
            const int len = l->host_context_lens[b], kvh = h / group;
            float *buf = malloc(sizeof(float) * ((size_t)len + 3 * (size_t)D));
            if (!buf) {
                failed = 1;
                continue;
            }
            float *scores = buf, *q = buf + len, *row = q + D, *acc = row + D;
            pa_widen(l->query, p->dtype, pa_q_row(p, b, h), q, D);
            float mx = -INFINITY;
            for (int t = 0; t < len; t++) {
                size_t off = (((size_t)b * T + t) * p->kv_heads + kvh) * D;
                if (!valid[(size_t)b * T + t]) {
                    scores[t] = -INFINITY;
                    continue;
                }
                pa_widen(k, p->dtype, off, row, D);
                scores[t] = pa_dot(q, row, D) * p->scale;
                if (scores[t] > mx)
                    mx = scores[t];
            }
            pa_softmax s = {mx, 0};
            memset(acc, 0, sizeof(float) * (size_t)D);
            pa_chunk_sum c;
            for (int start = 0; start < len; start += PA_FOLD_TOKENS) {
                const int end = len - start < PA_FOLD_TOKENS ? len : start + PA_FOLD_TOKENS;
                pa_chunk_begin(&c, D);
                for (int t = start; t < end; t++) {
                    if (scores[t] == -INFINITY)
                        continue;
                    pa_widen(v, p->dtype, (((size_t)b * T + t) * p->kv_heads + kvh) * D, row, D);
                    pa_chunk_add(&c, D, expf(scores[t] - mx), row);
                }
                pa_chunk_fold(&s, acc, D, 1.0f, &c);
            }
            pa_softmax_store(&s, acc, D, l->output, p->dtype, pa_q_row(p, b, h));
            free(buf);
        }
    }
    return failed ? -1 : 0;
}
