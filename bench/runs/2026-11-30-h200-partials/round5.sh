# Round 5: a probe build (stages_probe.patch: PA_PROBE_STAGES=3 gives the
# long streaming launches, two ring slots a warp at eight warps, three
# instead; 192 KiB a CTA, still one an SM, so each CTA copies half as much
# again before the dependency wait), the variable unset (base) and set (s3)
# alternating: bench/ab.lua over its 23 configs, three passes, then
# bench/explore.lua g16rows, two passes each. Timing and error only (ab.lua's
# err column against the reference); no check.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
ab=$OUT/stages_ab.txt
: > $ab
for pass in 1 2 3; do
  timeout 300 build/pabench bench/ab.lua base >> $ab 2>&1
  PA_PROBE_STAGES=3 timeout 300 build/pabench bench/ab.lua s3 >> $ab 2>&1
done
awk '$(NF-4) == "us" {
       rest = $0; sub(/^[^ ]+ +/, "", rest); cfg = substr(rest, 1, 20); sub(/ +$/, "", cfg)
       k = cfg " | " $1; t[k] = t[k] " " $(NF-5); e[k] = $NF
     }
     END { for (k in t) print k ":" t[k] "  err " e[k] }' $ab | sort
for pass in 1 2; do
  timeout 200 build/pabench bench/explore.lua g16rows > $OUT/explore5_base_$pass.txt 2>&1
  PA_PROBE_STAGES=3 timeout 200 build/pabench bench/explore.lua g16rows > $OUT/explore5_s3_$pass.txt 2>&1
done
for f in $OUT/explore5_*.txt; do echo "== $f"; grep -E "MB,|layer" $f | sed "s/threads.*chunk  -  //" | cut -c1-60 | paste - - | awk '{print $1, $2, $(NF-1), $NF}'; done
