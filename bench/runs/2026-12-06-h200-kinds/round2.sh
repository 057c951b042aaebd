#!/bin/bash
# Round 2: uneven_one_head_256.patch (a batch of mixed short lengths at
# head_dim 256, groups 2 to 8, whose grouped grid holds at most a third of
# the SMs, a CTA a head at the grouped count), read from round 1. Held out:
# draw_heldout.lua, seed 7, with the candidate's build: 32 of the 60 batches
# it moves picked with Python's random.seed(2026120607), none timed before,
# each at counts 1 to 16 and its own in both kernels (the tree launches the
# grouped kernel at the candidate's count). `check --kernels auto` with the
# candidate's build; where the card is an H200, the suite and the held-out
# steps of the rounds that ran on H100s; elsewhere, a seed of drawn steps.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
if steps_is_h200; then steps_suite 20261223; fi
steps_begin kinds_round2 $((240 - (SECONDS - start)))
steps_check
steps_named h8_6_1 1,2,3,4,6,8,9,12,16 --configs 1x123+1x353+1x358+1x274+1x202+1x339+1x120+1x255+1x478 --heads 6 --kv_heads 1 --head_dim 256 --dtype fp16
steps_named h13_6_1 1,2,3,4,6,8,12,14,16 --configs 1x240+1x273+1x35+1x698+1x62 --heads 6 --kv_heads 1 --head_dim 256 --dtype fp16
steps_named h16_6_1 1,2,3,4,6,8,12,16 --configs 1x180+1x8+1x8+1x69+1x8+1x78+1x44+1x8+1x183+1x98 --heads 6 --kv_heads 1 --head_dim 256 --dtype fp16
steps_named h20_7_1 1,2,3,4,6,8,12,16 --configs 1x12+1x29+1x8+1x38+1x22+1x27+1x18+1x14+1x8+1x44 --heads 7 --kv_heads 1 --head_dim 256 --dtype fp16
steps_named h22_8_1 1,2,3,4,6,8,12,16 --configs 1x770+1x698+1x238+1x422 --heads 8 --kv_heads 1 --head_dim 256 --dtype bf16
steps_named h32_5_1 1,2,3,4,6,8,12,16 --configs 1x522+1x345+1x838+1x128+1x657 --heads 5 --kv_heads 1 --head_dim 256 --dtype fp16
steps_named h46_16_2 1,2,3,4,5,6,8,12,16 --configs 1x43+1x170+1x168+1x245+1x220+1x12+1x8 --heads 16 --kv_heads 2 --head_dim 256 --dtype bf16
steps_named h49_2_1 1,2,3,4,6,8,12,16 --configs 1x584+1x139+1x202 --heads 2 --kv_heads 1 --head_dim 256 --dtype fp16
steps_named h51_3_1 1,2,3,4,6,8,12,16 --configs 1x38+1x215+1x33+1x245+1x589+1x526+1x307+1x53+1x244 --heads 3 --kv_heads 1 --head_dim 256 --dtype bf16
steps_named h61_8_1 1,2,3,4,6,8,12,16 --configs 1x110+1x124+1x270+1x309+1x109 --heads 8 --kv_heads 1 --head_dim 256 --dtype bf16
steps_named h73_24_4 1,2,3,4,6,8,11,12,16 --configs 1x16+1x569 --heads 24 --kv_heads 4 --head_dim 256 --dtype fp16
steps_named h74_4_2 1,2,3,4,6,8,12,16 --configs 1x40+1x12+1x45+1x106+1x73 --heads 4 --kv_heads 2 --head_dim 256 --dtype fp16
steps_named h75_8_2 1,2,3,4,6,8,12,16 --configs 1x119+1x178+1x12+1x117+1x117+1x163 --heads 8 --kv_heads 2 --head_dim 256 --dtype fp16
steps_named h85_7_1 1,2,3,4,6,8,10,12,16 --configs 1x271+1x126+1x512+1x8+1x106+1x460+1x142 --heads 7 --kv_heads 1 --head_dim 256 --dtype bf16
steps_named h93_24_8 1,2,3,4,6,8,12,16 --configs 1x8+1x116 --heads 24 --kv_heads 8 --head_dim 256 --dtype fp16
steps_named h98_4_2 1,2,3,4,6,8,12,16 --configs 1x117+1x162+1x330+1x40+1x167+1x87+1x150+1x90 --heads 4 --kv_heads 2 --head_dim 256 --dtype bf16
steps_named h108_4_1 1,2,3,4,6,8,10,12,16 --configs 1x492+1x340+1x68+1x278+1x54+1x375+1x349+1x227 --heads 4 --kv_heads 1 --head_dim 256 --dtype bf16
steps_named h130_3_1 1,2,3,4,6,7,8,12,16 --configs 1x244+1x357+1x150+1x143 --heads 3 --kv_heads 1 --head_dim 256 --dtype bf16
steps_named h134_28_4 1,2,3,4,6,8,12,16 --configs 1x79+1x8+1x311+1x8 --heads 28 --kv_heads 4 --head_dim 256 --dtype fp16
steps_named h136_3_1 1,2,3,4,6,8,9,12,16 --configs 1x444+1x372+1x171+1x425+1x38 --heads 3 --kv_heads 1 --head_dim 256 --dtype fp16
steps_named h138_2_1 1,2,3,4,6,8,12,16 --configs 1x135+1x69+1x139+1x10+1x161+1x118+1x143+1x98+1x19+1x77+1x71+1x120 --heads 2 --kv_heads 1 --head_dim 256 --dtype fp16
steps_named h144_5_1 1,2,3,4,6,7,8,12,16 --configs 1x352+1x121+1x283+1x67+1x229+1x116 --heads 5 --kv_heads 1 --head_dim 256 --dtype bf16
steps_named h149_5_1 1,2,3,4,6,8,12,16 --configs 1x67+1x80+1x163+1x273+1x405+1x12+1x52+1x215+1x124+1x201+1x20+1x246 --heads 5 --kv_heads 1 --head_dim 256 --dtype fp16
steps_named h151_8_1 1,2,3,4,6,8,12,16 --configs 1x193+1x429+1x89+1x127+1x8 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16
steps_named h155_7_1 1,2,3,4,6,8,12,16 --configs 1x361+1x576+1x175 --heads 7 --kv_heads 1 --head_dim 256 --dtype fp16
steps_named h160_48_8 1,2,3,4,6,8,12,16 --configs 1x61+1x34+1x8+1x40+1x53 --heads 48 --kv_heads 8 --head_dim 256 --dtype bf16
steps_named h161_7_1 1,2,3,4,6,8,12,16 --configs 1x210+1x8+1x182+1x133+1x8+1x78+1x66 --heads 7 --kv_heads 1 --head_dim 256 --dtype fp16
steps_named h164_8_1 1,2,3,4,6,8,12,13,16 --configs 1x641+1x170+1x457 --heads 8 --kv_heads 1 --head_dim 256 --dtype fp16
steps_named h172_5_1 1,2,3,4,6,8,12,16 --configs 1x8+1x35+1x185+1x104+1x36+1x10+1x38+1x100 --heads 5 --kv_heads 1 --head_dim 256 --dtype fp16
steps_named h179_14_2 1,2,3,4,6,8,12,16 --configs 1x161+1x91+1x11+1x153+1x43 --heads 14 --kv_heads 2 --head_dim 256 --dtype fp16
steps_named h185_64_8 1,2,3,4,6,8,12,16 --configs 1x146+1x48+1x18 --heads 64 --kv_heads 8 --head_dim 256 --dtype bf16
steps_named h186_2_1 1,2,3,4,6,8,12,15,16 --configs 1x759+1x35 --heads 2 --kv_heads 1 --head_dim 256 --dtype bf16
steps_end
steps_on_h200 recheck bench/runs/2026-12-06-h200-kinds/h200_recheck.sh
if ! steps_is_h200; then
  steps_begin kinds_round2_drawn $((560 - (SECONDS - start)))
  steps_drawn 220
  steps_end
fi
echo "round 2: $((SECONDS - start)) s"
