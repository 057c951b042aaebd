# Round 16: the softmax's and the epilogue's exponentials as the bare hardware
# instruction (ex2.approx.ftz; ftz.patch), without exp2f's range fix-up on the chain
# after the release. bench/ab_round.sh: check, then three passes alternating with the
# tree's build.
set -u
bash bench/ab_round.sh ftz build/pabench.base build/pabench 2x60,8x128,16x256,8x512,32x128,4x2048,1x4096 3
