/* The oracle: decode attention over the paged cache in double precision, as
 * plainly as it can be written. Tokens whose block-table entry is -1 are skipped. */
#ifndef PA_REFERENCE_H
#define PA_REFERENCE_H

#include "launch.h"
#include "pa_error.h"

/* k, v, query in p->dtype on the host; out: batch*heads*head_dim doubles.
 * Fails (-1, out not to be used) when the host has no memory for a sequence's
 * scores. */
int pa_reference(const pa_problem *p, const void *k, const void *v, const int32_t *tables,
                 const int32_t *context_lens, const void *query, double *out, pa_err *e);

#endif
