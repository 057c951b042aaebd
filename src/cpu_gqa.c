/* Grouped decode on the CPU: one task per (batch, partition) serves every kv
 * head and every query head, so each K/V row is widened once for its group and
 * the cache is read in address order (a token's kv heads lie side by side). */
#include <stdlib.h>

#include "cpu_attend.h"

int pa_cpu_gqa(const pa_launch *l)
{
    const pa_problem *p = &l->p;
    const int D = p->head_dim, H = p->heads;
    float *partials = l->workspace->ptr;
    int failed = 0;
#pragma omp parallel for collapse(2) schedule(dynamic)
    for (int b = 0; b < p->batch; b++) {
        for (int i = 0; i < l->splits; i++) {
            pa_softmax *s = malloc(sizeof *s * (size_t)H);
            float *acc = malloc(sizeof(float) * (size_t)H * D);
            int t0, t1;
            pa_cpu_partition(l, b, i, &t0, &t1);
            if (!s || !acc || pa_cpu_attend_range(l, b, 0, p->kv_heads, 0, H, t0, t1, s, acc) != 0)
                failed = 1;
            else
                for (int h = 0; h < H; h++)
                    pa_cpu_store_partial(l, partials, b, h, i, &s[h], acc + (size_t)h * D);
            free(s);
            free(acc);
        }
    }
    if (failed)
        return -1;
    pa_cpu_reduce(l, partials);
    return 0;
}
