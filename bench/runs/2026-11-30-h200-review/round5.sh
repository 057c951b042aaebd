# Round 5: round 2's wide flagged merge with the flag test made branch-free, so that
# every load of a polling round is in flight before the first flag is looked at:
# the SASS's load grouping, check, base / wide alternating, 1 x 4096's timeline.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
D=bench/runs/2026-11-30-h200-review
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv > $OUT/device5.txt 2>&1
K=_ZN2pa17mma_decode_kernelI6__halfLi128ELi1ELb1ELb0EEEvNS_8AttnArgsE
/usr/local/cuda/bin/cuobjdump -sass -fun $K build/pabench 2>/dev/null | grep -n -E "STRONG|BAR.SYNC" > $OUT/wide5_sass.txt; cut -c1-90 $OUT/wide5_sass.txt | head -50
timeout 200 build/pabench check > $OUT/wide5_check.txt 2>&1; echo "check rc $?"; tail -n 4 $OUT/wide5_check.txt
P="16x256,8x512,4x2048,1x4096,32x128"
for i in 1 2 3; do
  timeout 60 build/pabench.base bench/ab.lua base "$P" >> $OUT/wide5_ab.txt 2>&1
  timeout 60 build/pabench bench/ab.lua wide5 "$P" >> $OUT/wide5_ab.txt 2>&1
  timeout 60 build/pabench.base $D/wide_probe.lua base >> $OUT/wide5_probe.txt 2>&1
  timeout 60 build/pabench $D/wide_probe.lua wide5 >> $OUT/wide5_probe.txt 2>&1
done
sort -k2,3 -s $OUT/wide5_ab.txt | cut -c1-100
sort -k2,2 -s $OUT/wide5_probe.txt
PABENCH_TRACE=$OUT/trace5.csv timeout 100 build-trace/pabench bench/trace_probe.lua 1x4096,16x256 > $OUT/trace5_probe.txt 2>&1; echo "trace rc $?"
python3 bench/trace_layers.py $OUT/trace5.csv > $OUT/trace5_layers.txt; echo "layers rc $?"; gzip $OUT/trace5.csv
cat $OUT/trace5_layers.txt | head -40
