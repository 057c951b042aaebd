# Round 1: the short kernel (PA_SHORT=1: one partition a sequence, every warp's
# steps in its ring before the wait, no refill loop; PA_SHORT=2: the same with
# one step at a time) against the tree's whole-partition kernel (PA_SHORT=0), as
# lone cold launches and as layers; the seed's Triton 2 x 60 in the same session;
# the SASS of both kernels and of Triton's.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu --format=csv > $OUT/device1.txt
for m in 1 2; do
  PA_SHORT=$m timeout 150 build/pabench check --quick > $OUT/check1_short$m.txt 2>&1
  echo "check short$m rc $? $(grep -E 'kernel runs over' $OUT/check1_short$m.txt)"
done
for pass in 1 2; do
  for m in 0 1 2; do
    PA_SHORT=$m timeout 100 build/pabench bench/floor_probe.lua auto '1 head,2x60,x128$' >> $OUT/floor1_auto_m$m.txt 2>&1
    PA_SHORT=$m timeout 60 build/pabench bench/floor_probe.lua split_kv '2x60' >> $OUT/floor1_split_m$m.txt 2>&1
  done
done
timeout 90 python3 bench/harness_floor.py > $OUT/harness1.txt 2>&1; echo "harness rc $?"
CUOBJ=$(command -v cuobjdump || ls /usr/local/cuda*/bin/cuobjdump 2>/dev/null | head -1)
if [ -n "$CUOBJ" ]; then
  $CUOBJ -sass build/pabench 2>/dev/null | awk '/Function : .*mma_decode_kernelI6__halfLi128ELi1ELb0ELb1/,/\.\.\.\.\.\.\.\.\.\./' | gzip > $OUT/sass_mma.txt.gz
  for f in $(find ~/.triton/cache -name '*.cubin' 2>/dev/null); do $CUOBJ -sass $f; done | gzip > $OUT/sass_triton.txt.gz
fi
for m in 0 1 2; do echo "== mode $m"; grep -hE '^(1x16|seed)' $OUT/floor1_auto_m$m.txt $OUT/floor1_split_m$m.txt | cut -c1-110; done
cat $OUT/harness1.txt | head -5
