#!/bin/bash
# Round 6: uneven_one_head_parts at head_dim 128 in parts of a round whatever
# the grouped count (at least 2; round 4's build raised the count only past
# a round), read from round 4's held-out batches. Held out: draw_heldout2.lua,
# seed 10, N 400, with the candidate's build: of its 217 head_dim 128
# batches, the 52 where round 4's build (31bf00a) plans another count, 24 of
# them picked with Python's random.seed(2026120610), none timed before, each
# at the tree's count (grouped), round 4's and the candidate's (a head) and
# 1 to 16 in both kernels. `check --kernels auto` with the candidate's build;
# seed 221 of drawn steps of mixed lengths. Where the card is an H200, the
# held-out steps of the rounds that ran on H100s.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_begin kinds_round6 $((360 - (SECONDS - start)))
steps_check
steps_named h141_10_1_d128 1,2,3,4,5,6,7,8,12,16 --configs 1x126+1x702+1x371+1x568+1x309+1x471 --heads 10 --kv_heads 1 --head_dim 128 --dtype fp16
steps_named h178_6_1_d128 1,2,3,4,5,6,7,8,12,16 --configs 1x295+1x792+1x791+1x753 --heads 6 --kv_heads 1 --head_dim 128 --dtype bf16
steps_named h196_5_1_d128 1,2,3,4,5,6,7,8,9,12,16 --configs 1x355+1x501+1x879+1x744+1x598 --heads 5 --kv_heads 1 --head_dim 128 --dtype fp16
steps_named h278_9_1_d128 1,2,3,4,5,6,7,8,12,16 --configs 1x82+1x582+1x282+1x461+1x421+1x831+1x247+1x276 --heads 9 --kv_heads 1 --head_dim 128 --dtype fp16
steps_named h287_14_1_d128 1,2,3,4,5,6,8,12,16 --configs 1x610+1x265 --heads 14 --kv_heads 1 --head_dim 128 --dtype fp16
steps_named h293_18_2_d128 1,2,3,4,5,6,8,12,16 --configs 1x488+1x17+1x336 --heads 18 --kv_heads 2 --head_dim 128 --dtype bf16
steps_named h295_16_2_d128 1,2,3,4,5,6,7,8,12,16 --configs 1x314+1x698+1x211 --heads 16 --kv_heads 2 --head_dim 128 --dtype fp16
steps_named h583_5_1_d128 1,2,3,4,5,6,7,8,9,12,16 --configs 1x267+1x8+1x657+1x682+1x676+1x638+1x24+1x881 --heads 5 --kv_heads 1 --head_dim 128 --dtype fp16
steps_named h613_6_1_d128 1,2,3,4,5,6,7,8,12,16 --configs 1x33+1x565+1x153+1x17+1x739 --heads 6 --kv_heads 1 --head_dim 128 --dtype bf16
steps_named h849_24_4_d128 1,2,3,4,5,6,8,12,16 --configs 1x295+1x179+1x507 --heads 24 --kv_heads 4 --head_dim 128 --dtype bf16
steps_named h852_12_1_d128 1,2,3,4,5,6,7,8,12,16 --configs 1x364+1x425+1x43+1x686+1x42+1x378 --heads 12 --kv_heads 1 --head_dim 128 --dtype bf16
steps_named h876_5_1_d128 1,2,3,4,5,6,7,8,12,16 --configs 1x200+1x808+1x85+1x98+1x108+1x425+1x410 --heads 5 --kv_heads 1 --head_dim 128 --dtype fp16
steps_named h959_12_2_d128 1,2,3,4,5,6,8,12,16 --configs 1x123+1x184+1x296+1x55+1x486+1x260+1x160+1x15 --heads 12 --kv_heads 2 --head_dim 128 --dtype bf16
steps_named h1027_9_1_d128 1,2,3,4,5,6,7,8,12,16 --configs 1x699+1x343+1x220+1x11+1x27+1x576+1x126+1x96+1x440+1x581+1x703+1x45 --heads 9 --kv_heads 1 --head_dim 128 --dtype bf16
steps_named h1057_11_1_d128 1,2,3,4,5,6,8,12,16 --configs 1x452+1x13+1x131+1x511+1x325+1x240+1x421 --heads 11 --kv_heads 1 --head_dim 128 --dtype bf16
steps_named h1071_6_1_d128 1,2,3,4,5,6,8,12,16 --configs 1x466+1x84+1x333+1x357+1x21+1x283+1x541+1x586+1x59+1x20 --heads 6 --kv_heads 1 --head_dim 128 --dtype bf16
steps_named h1073_5_1_d128 1,2,3,4,5,6,7,8,9,12,16 --configs 1x153+1x35+1x180+1x205+1x345+1x574+1x70+1x25+1x692+1x115+1x873+1x454 --heads 5 --kv_heads 1 --head_dim 128 --dtype bf16
steps_named h1203_16_1_d128 1,2,3,4,5,6,7,8,12,16 --configs 1x442+1x804+1x103+1x287+1x318 --heads 16 --kv_heads 1 --head_dim 128 --dtype fp16
steps_named h1335_16_2_d128 1,2,3,4,5,6,8,12,16 --configs 1x36+1x80+1x250+1x246+1x168+1x282+1x617 --heads 16 --kv_heads 2 --head_dim 128 --dtype bf16
steps_named h1345_10_2_d128 1,2,3,4,5,6,8,12,16 --configs 1x427+1x112+1x104+1x589+1x352+1x585 --heads 10 --kv_heads 2 --head_dim 128 --dtype bf16
steps_named h1506_22_2_d128 1,2,3,4,5,6,7,8,12,16 --configs 1x215+1x769+1x642 --heads 22 --kv_heads 2 --head_dim 128 --dtype fp16
steps_named h1522_11_1_d128 1,2,3,4,5,6,8,12,16 --configs 1x499+1x92+1x8+1x522+1x450+1x264+1x615+1x10+1x149+1x91 --heads 11 --kv_heads 1 --head_dim 128 --dtype fp16
steps_named h1560_5_1_d128 1,2,3,4,5,6,7,8,12,16 --configs 1x507+1x356+1x239+1x112+1x647+1x693+1x97+1x617 --heads 5 --kv_heads 1 --head_dim 128 --dtype bf16
steps_named h1758_8_1_d128 1,2,3,4,5,6,8,12,16 --configs 1x321+1x420+1x81+1x332+1x221+1x56+1x154+1x639+1x390+1x322 --heads 8 --kv_heads 1 --head_dim 128 --dtype fp16
steps_drawn 221 --lengths mixed
steps_end
steps_on_h200 recheck bench/runs/2026-12-06-h200-kinds/h200_recheck.sh
echo "round 6: $((SECONDS - start)) s"
