#include "block_table.h"

int pa_block_table_check(const int32_t *tables, int batch, int max_blocks, const int32_t *context_lens,
                         int num_blocks, int block_size, pa_table_summary *sum, pa_err *e)
{
    pa_table_summary s = {0, 0, 0};
    if (batch < 1)
        return pa_fail(e, "a batch needs at least one sequence");
    for (int b = 0; b < batch; b++) {
        int32_t len = context_lens[b];
        if (len < 1)
            return pa_fail(e, "context_lens[%d] must be a positive integer (got %d)", b + 1, (int)len);
        int64_t need = ((int64_t)len + block_size - 1) / block_size;
        if (need > max_blocks)
            return pa_fail(e, "block_tables[%d] has %d entries but context length %d needs %lld blocks of %d", b + 1,
                           max_blocks, (int)len, (long long)need, block_size);
        int64_t valid = 0;
        for (int64_t i = 0; i < need; i++) {
            int32_t id = tables[(int64_t)b * max_blocks + i];
            if (id == -1)
                continue;
            if (id < 0 || id >= num_blocks)
                return pa_fail(e, "block_tables[%d][%lld] = %d is outside the pool (0..%d, or -1 for no block)",
                               b + 1, (long long)i + 1, (int)id, num_blocks - 1);
            int64_t last = (int64_t)len - i * block_size;
            valid += last < block_size ? last : block_size;
        }
        for (int64_t i = need; i < max_blocks; i++) {
            int32_t id = tables[(int64_t)b * max_blocks + i];
            if (id < -1 || id >= num_blocks)
                return pa_fail(e, "block_tables[%d][%lld] = %d is outside the pool (0..%d, or -1 for no block)",
                               b + 1, (long long)i + 1, (int)id, num_blocks - 1);
        }
        if (valid == 0)
            return pa_fail(e, "sequence %d has no allocated block within its %d tokens (every entry is -1)", b + 1,
                           (int)len);
        s.valid_tokens += valid;
        s.total_tokens += len;
        if (len > s.max_context_len)
            s.max_context_len = len;
    }
    if (sum)
        *sum = s;
    return 0;
}
