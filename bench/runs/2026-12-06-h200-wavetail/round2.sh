#!/bin/bash
# Round 2: `half_part_slots.patch`, the wave fit counting a sequence held
# whole under half a part as its share of a part (uneven_slots), read from
# round 1's 11 fit probes. 24 batches drawn at random (bench/runs/
# 2026-12-06-h200-wavetail/draw_heldout.lua, seed 11, then 12 of two lengths
# and 12 of graded lengths picked with Python's random.seed(2026120601)) among
# the 186 of 2998 the candidate moves, none of them timed before: each at the
# tree's count, the candidate's, and the count a third of a part as the
# bound would take. The fewheads round's held-out steps where the card is an
# H200; a seed of drawn steps last.
set -u
start=$SECONDS
. bench/auto_steps.sh
steps_gpu
steps_on_h200 fewheads bench/runs/2026-12-05-h200-fewheads/round5.sh
steps_begin wavetail_round2 $((420 - (SECONDS - start)))
steps_named h2141_16_4_d256 7,8 --configs 12x9968+4x96 --heads 16 --kv_heads 4 --head_dim 256
steps_named h693_16_4_d256 8,10 --configs 9x16000+20x496 --heads 16 --kv_heads 4 --head_dim 256
steps_named h1140_4_4_d128 12,16 --configs 6x13952+25x80 --heads 4 --kv_heads 4
steps_named h442_16_4_d128 7,8 --configs 11x14592+21x768 --heads 16 --kv_heads 4
steps_named h161_32_8_d64 4,5 --configs 3x14400+25x1552 --heads 32 --kv_heads 8 --head_dim 64
steps_named h1365_16_4_d128 13,16 --configs 6x16000+18x128 --heads 16 --kv_heads 4 --dtype bf16
steps_named h399_16_2_d128 14,15 --configs 12x12880+30x272 --heads 16 --kv_heads 2 --dtype bf16
steps_named h503_16_4_d256 7,8 --configs 11x15936+21x272 --heads 16 --kv_heads 4 --head_dim 256
steps_named h2074_32_8_d128 9,10 --configs 3x5712+38x288 --heads 32 --kv_heads 8
steps_named h1520_4_4_d128 9,12 --configs 6x6480+45x80 --heads 4 --kv_heads 4 --dtype bf16
steps_named h1319_8_2_d64 10,12 --configs 10x15040+26x368 --heads 8 --kv_heads 2 --head_dim 64
steps_named h808_32_8_d128 8,9 --configs 5x10128+7x384 --heads 32 --kv_heads 8
steps_named h2005_8_1_d128 15,16 --configs 1x449+1x7868+1x380+1x955+1x6372+1x8401+1x6021+1x915+1x8369+1x3422+1x1366+1x16+1x371+1x24+1x4301+1x1643+1x8359+1x384+1x2351+1x3174+1x172+1x318+1x6160+1x5164+1x9452+1x7329+1x8855+1x399+1x3260+1x1298+1x685+1x5064+1x8895+1x5640+1x6345+1x2318+1x4015+1x9551+1x6684+1x4558+1x9423+1x279+1x3149+1x9280+1x1869+1x7622+1x5137+1x2961+1x2212+1x8580+1x5691+1x8181 --heads 8 --kv_heads 1
steps_named h548_64_8_d64 3,4 --configs 1x1127+1x1300+1x143+1x1219+1x4541+1x1081+1x2576+1x2608+1x4206+1x228+1x3419+1x3007+1x481+1x3310+1x3246+1x859+1x2675+1x435+1x3784+1x8174+1x1609+1x1590+1x3489+1x299 --heads 64 --kv_heads 8 --head_dim 64 --dtype bf16
steps_named h47_32_4_d128 7,8 --configs 1x3346+1x4455+1x641+1x17+1x284+1x72+1x5313+1x841+1x2897+1x800+1x3932+1x354+1x1993+1x328+1x5476+1x2062+1x2461+1x527+1x3923+1x1581+1x4583+1x3266+1x2490+1x4699+1x2338+1x2374 --heads 32 --kv_heads 4
steps_named h1041_32_8_d64 4,5 --configs 1x8193+1x5238+1x265+1x297+1x388+1x6700+1x5474+1x6579+1x3424+1x10396+1x9838+1x2506 --heads 32 --kv_heads 8 --head_dim 64 --dtype bf16
steps_named h2324_16_4_d128 4,5 --configs 1x213+1x21+1x3040+1x1674+1x1325+1x2736+1x2383+1x897+1x1694+1x2586+1x129+1x1291+1x1580+1x1446+1x43+1x350+1x882+1x412+1x2045+1x947+1x432+1x982+1x1781+1x71+1x28+1x2880+1x2105+1x2689+1x319+1x938+1x44+1x1369+1x129+1x2247+1x922+1x78+1x2982+1x3009+1x2034+1x16 --heads 16 --kv_heads 4
steps_named h1289_16_4_d128 6,7 --configs 1x982+1x1197+1x2704+1x548+1x2998+1x3156+1x5408+1x60+1x4412+1x31+1x53+1x1859+1x3758+1x154+1x6325+1x4741+1x5552+1x3774+1x5399+1x4133+1x5167+1x4258+1x39+1x2466+1x3457+1x6410+1x1877 --heads 16 --kv_heads 4 --dtype bf16
steps_named h1293_32_4_d128 4,5 --configs 1x3321+1x636+1x1219+1x2047+1x107+1x1558+1x1503+1x1574+1x1254+1x1676+1x1703+1x1441+1x512+1x2146+1x72+1x16+1x16+1x1743+1x2897+1x871+1x106+1x1114+1x3050+1x2843+1x633+1x1969+1x2992+1x2521+1x440+1x217+1x289+1x25+1x1010+1x77+1x871+1x126+1x18+1x1991+1x1686+1x2683+1x3345+1x96+1x75+1x951+1x927+1x356 --heads 32 --kv_heads 4 --dtype bf16
steps_named h1551_40_8_d128 6,7 --configs 1x7565+1x124+1x314+1x6886+1x5293+1x6537+1x2135+1x52+1x986+1x5226+1x1111+1x2761+1x803+1x7376+1x5216 --heads 40 --kv_heads 8
steps_named h1497_32_8_d64 3,4 --configs 1x1464+1x285+1x5681+1x544+1x1991+1x4930+1x8117+1x4466+1x2359+1x2848+1x5279+1x7399+1x207+1x56+1x3552+1x345+1x926+1x831+1x397+1x6863+1x2471 --heads 32 --kv_heads 8 --head_dim 64
steps_named h2412_8_2_d64 5,6 --configs 1x2028+1x1966+1x1807+1x12198+1x811+1x316+1x12218+1x3385+1x219+1x3594+1x2400+1x5866+1x561+1x8718+1x11191+1x4561+1x10581+1x4081+1x8686+1x583+1x16+1x6962+1x9883+1x10003+1x8446+1x684+1x10570+1x3377+1x1096+1x541+1x2997+1x2730+1x147+1x2352+1x2053+1x1879+1x3831+1x5153+1x7202+1x5071+1x8298+1x10359+1x19+1x9525+1x9853+1x8275+1x3265+1x1721 --heads 8 --kv_heads 2 --head_dim 64 --dtype bf16
steps_named h1506_16_2_d128 10,11 --configs 1x3054+1x5943+1x588+1x6977+1x853+1x8329+1x4737+1x566+1x3628+1x5332+1x5513+1x6118+1x1204+1x4109+1x174+1x1626+1x5173+1x2263+1x972+1x261+1x226+1x5193+1x3352+1x711+1x184+1x1583+1x2527+1x1877+1x4590+1x3060+1x3236+1x3582+1x1417+1x1655+1x33+1x4843+1x921+1x1193+1x7136+1x6530+1x2002+1x584+1x3328+1x586+1x1326+1x241+1x6074 --heads 16 --kv_heads 2
steps_named h1834_4_4_d128 3,4 --configs 1x896+1x1844+1x2264+1x1667+1x3798+1x3635+1x2638+1x2178+1x2255+1x425+1x2045+1x1368+1x16+1x307+1x1320+1x4488+1x2227+1x893+1x4678+1x3146+1x632+1x1405+1x154+1x1320+1x559+1x59+1x1667+1x128+1x346+1x4535+1x3702+1x2311+1x1647+1x1160+1x3233+1x4210+1x1469+1x1617+1x1776+1x1484+1x1413+1x16+1x4611+1x3838+1x2897+1x2039+1x1513+1x1318+1x698+1x4102+1x4310+1x2416+1x2385+1x4161+1x1893 --heads 4 --kv_heads 4 --dtype bf16
steps_drawn 212 --lengths mixed
steps_end
