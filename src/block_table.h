/* Validation of a batch's block tables against its pool, done on the host before
 * any launch so that a bad table is an error message and never a device fault. */
#ifndef PA_BLOCK_TABLE_H
#define PA_BLOCK_TABLE_H

#include <stdint.h>

#include "pa_error.h"

/* The longest context a sequence may have: far past any model's, and far enough
 * below INT32_MAX that a kernel's token arithmetic (a partition rounded up, a
 * chunk past the end) never overflows an int. */
#define PA_MAX_CONTEXT_LEN (1 << 30)

typedef struct pa_table_summary {
    int64_t valid_tokens; /* tokens whose block is not -1: what a kernel reading each sequence reads */
    int64_t unique_tokens; /* the distinct (block, slot) positions among them: a block named more
                              than once (a shared prefix) counts once, the least any kernel reads */
    int max_context_len;
    int64_t total_tokens;
} pa_table_summary;

/* tables: batch rows of max_blocks entries; every id in [0, num_blocks) or -1;
 * each row covers its context length; each sequence keeps at least one token. */
int pa_block_table_check(const int32_t *tables, int batch, int max_blocks, const int32_t *context_lens,
                         int num_blocks, int block_size, pa_table_summary *sum, pa_err *e);

#endif
