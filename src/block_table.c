#include "block_table.h"

#include <stdlib.h>

#include "cache.h"

_Static_assert(PA_MAX_BLOCK_SIZE <= UINT16_MAX, "a block's slot count must fit the uint16_t count of its slots");

/* The distinct (block, slot) positions come from the same walk: a row's tokens
 * fill each of its blocks from slot 0, so a block's positions over every row
 * that names it are the most slots any one of them uses (used[id]). */
int pa_block_table_check(const int32_t *tables, int batch, int max_blocks, const int32_t *context_lens,
                         int num_blocks, int block_size, pa_table_summary *sum, pa_err *e)
{
    pa_table_summary s = {0, 0, 0, 0};
    if (batch < 1)
        return pa_fail(e, "a batch needs at least one sequence");
    uint16_t *used = calloc(num_blocks > 0 ? (size_t)num_blocks : 1, sizeof *used);
    if (!used)
        return pa_fail(e, "out of memory for a count of %d blocks' slots", num_blocks);
    int rc = 0;
    for (int b = 0; b < batch && rc == 0; b++) {
        int32_t len = context_lens[b];
        if (len < 1) {
            rc = pa_fail(e, "context_lens[%d] must be a positive integer (got %d)", b + 1, (int)len);
            break;
        }
        int64_t need = ((int64_t)len + block_size - 1) / block_size;
        if (need > max_blocks) {
            rc = pa_fail(e, "block_tables[%d] has %d entries but context length %d needs %lld blocks of %d", b + 1,
                         max_blocks, (int)len, (long long)need, block_size);
            break;
        }
        int64_t valid = 0;
        for (int64_t i = 0; i < max_blocks; i++) {
            int32_t id = tables[(int64_t)b * max_blocks + i];
            if (id < -1 || id >= num_blocks) {
                rc = pa_fail(e, "block_tables[%d][%lld] = %d is outside the pool (0..%d, or -1 for no block)", b + 1,
                             (long long)i + 1, (int)id, num_blocks - 1);
                break;
            }
            if (id == -1 || i >= need)
                continue;
            int64_t last = (int64_t)len - i * block_size;
            int slots = last < block_size ? (int)last : block_size;
            valid += slots;
            if (slots > used[id]) {
                s.unique_tokens += slots - used[id];
                used[id] = (uint16_t)slots;
            }
        }
        if (rc == 0 && valid == 0)
            rc = pa_fail(e, "sequence %d has no allocated block within its %d tokens (every entry is -1)", b + 1,
                         (int)len);
        s.valid_tokens += valid;
        s.total_tokens += len;
        if (len > s.max_context_len)
            s.max_context_len = len;
    }
    free(used);
    if (rc == 0 && sum)
        *sum = s;
    return rc;
}
