# Round 4: 9 to 16 partitions merged two lanes a column quad where the merging
# CTA has the threads for it (paired16.patch, build/pabench.cand) against the
# committed tree (build/pabench): the candidate's check, three passes
# alternating; then the suite on the committed tree with its check.
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
timeout 240 bash bench/ab_round.sh paired16 build/pabench build/pabench.cand "1x4096,1x16384,long 1x65536,gqa8" 3
timeout 330 bash bench/gpu_round.sh check triton peak > $OUT/round4.txt 2>&1; echo "round rc $?"
tail -n 5 $OUT/round4.txt
cut -c1-250 $OUT/round/peak.txt | sed -n 1,60p
