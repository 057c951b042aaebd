# Round 4: why a lone launch is slower as a one-node graph than launched plainly
# (round 1: 2 x 60 6.69 / 6.30 us). The same binary with the programmatic launch
# attribute (tree) and without it (PA_NOPDL=1), floor_probe's lone figures,
# alternating, two passes; the seed's Triton 2 x 60 by both methods in the same
# session (harness_floor.py).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
for pass in 1 2; do
  for m in tree nopdl; do
    if [ $m = nopdl ]; then export PA_NOPDL=1; else unset PA_NOPDL; fi
    timeout 100 build/pabench.probe bench/floor_probe.lua auto '1 head,2x60,x128$' > $OUT/floor4_$m$pass.txt 2>&1
    timeout 60 build/pabench.probe bench/floor_probe.lua split_kv '2x60' >> $OUT/floor4_$m$pass.txt 2>&1
  done
done
unset PA_NOPDL
timeout 90 python3 bench/harness_floor.py > $OUT/harness4.txt 2>&1; echo "harness rc $?"
for f in $OUT/floor4_*; do echo "== $(basename $f)"; grep -hE '^(1x16|seed)' $f | cut -c1-110; done
head -3 $OUT/harness4.txt
