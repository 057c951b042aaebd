/* Grouped decode on the CPU: one task per (batch, kv head, partition) serves all
 * query heads of the group, so each K/V row is widened once for the group. */
#include <stdlib.h>

#include "cpu_attend.h"

int pa_cpu_gqa(const pa_launch *l)
{
    const pa_problem *p = &l->p;
    const int D = p->head_dim, group = p->heads / p->kv_heads;
    float *partials = l->workspace->ptr;
    int failed = 0;
#pragma omp parallel for collapse(3) schedule(dynamic)
    for (int b = 0; b < p->batch; b++) {
        for (int kvh = 0; kvh < p->kv_heads; kvh++) {
            for (int i = 0; i < l->splits; i++) {
                pa_softmax *s = malloc(sizeof *s * (size_t)group);
                float *acc = malloc(sizeof(float) * (size_t)group * D);
                int t0, t1;
                pa_cpu_partition(l, b, i, &t0, &t1);
                if (!s || !acc || pa_cpu_attend_range(l, b, kvh, kvh * group, group, t0, t1, s, acc) != 0)
                    failed = 1;
                else
                    for (int g = 0; g < group; g++)
                        pa_cpu_store_partial(l, partials, b, kvh * group + g, i, &s[g], acc + (size_t)g * D);
                free(s);
                free(acc);
            }
        }
    }
    if (failed)
        return -1;
    pa_cpu_reduce(l, partials);
    return 0;
}
