# Round 3: the whole suite once with the tree before the helper (0ca7d89,
# build/pabench_head.gz) and once with the committed helper (c91550a,
# build/pabench_final.gz; its code is v2's, which round 2 timed on the seed and
# 1-token-block parts only), each into $OUT directly so that a run cut short
# still comes back; `pabench compare` runs here afterwards. Carry both and
# build/lua.
set -u
start=$SECONDS
export LUA_PATH="$PWD/build/lua/?.lua;;"
nvidia-smi --query-gpu=name,serial,clocks.max.sm --format=csv,noheader | tee $OUT/gpu.txt
for b in head final; do
  gunzip -c build/pabench_$b.gz > build/pabench_$b && chmod +x build/pabench_$b
  timeout 90 build/pabench_$b scenarios/peak.lua --quiet --json $OUT/$b.json > $OUT/$b.txt 2>&1
  echo "$b: exit $? after $((SECONDS - start)) s; $(grep -E '^(targets|auto:)' $OUT/$b.txt | tr '\n' ' ')"
done
