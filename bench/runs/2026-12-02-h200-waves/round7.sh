#!/bin/bash
# Round 7: grids of 89 to 99 CTAs at head_dim 128 and 256, which two waves of
# parts fill no better than one but three waves' worth (4 parts) nearly fill:
# round 4 (12 x 8192 at groups 2 and 4, 64/16 6 x 8192: 4 parts 3-9 % faster
# than whole) and seeds 57 and 61 (64/16 6 x 11172 and bf16 6 x 8489: 6-8 %)
# against round 1 (12 x 4096: whole level or faster). Where the length turns
# between them, the groups, 90 to 99 CTAs, 100 (where three waves fill no
# more), head_dim 256; every launch at the split counts named.
. bench/auto_steps.sh
steps_begin round7 300
S=1,2,3,4,5,6,8
steps_named m_g4_len $S --configs 12x5120,12x6144,12x7168,12x16384 --heads 32 --kv_heads 8
steps_named m_g8 $S --configs 12x6144,12x8192 --heads 64 --kv_heads 8
steps_named m_g1 $S --configs 12x8192 --heads 8 --kv_heads 8
steps_named m_g16 $S --configs 12x8192 --heads 128 --kv_heads 8
steps_named m_90 $S --configs 45x8192 --heads 8 --kv_heads 2
steps_named m_92 $S --configs 23x8192,23x6144 --heads 16 --kv_heads 4
steps_named m_99 $S --configs 33x8192 --heads 12 --kv_heads 3
steps_named m_100 $S --configs 25x8192 --heads 16 --kv_heads 4
steps_named m_d256 $S --configs 12x8192,12x4096 --heads 32 --kv_heads 8 --head_dim 256
steps_named m_bf16_block1 $S --configs 12x8192 --heads 32 --kv_heads 8 --dtype bf16 --block_size 1
steps_end
