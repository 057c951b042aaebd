# Round 2: how much of a layer's time after the release is the shared-memory
# reads and the tensor-core work of bytes already on chip. Timing-only builds
# (wrong answers by design, -DPA_PROBE=n in mma_decode.cu): p1 takes V's operand
# from registers instead of ldmatrix.trans (half the ring's shared-memory reads),
# p3 also skips the P.V mma, p4 takes K's operand from registers (the other
# half). Alternating with the tree's build, two passes.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
tar -C build -xJf build/probes.tar.xz
P='16x256,8x512,32x128,^long 1x4096$,2x60,4x2048,^long 1x65536$,gqa16'
for pass in 1 2; do
  for b in pabench.p0 pabench.p1 pabench.p3 pabench.p4; do
    timeout 70 build/$b bench/ab.lua $b "$P" >> $OUT/ab2.txt 2>&1
  done
done
awk '$(NF-4) == "us" { rest = $0; sub(/^[^ ]+ +/, "", rest); cfg = substr(rest, 1, 20); sub(/ +$/, "", cfg)
  k = cfg " | " $1; t[k] = t[k] " " $(NF-5) } END { for (k in t) print k ":" t[k] }' $OUT/ab2.txt | sort
