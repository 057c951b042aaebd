# Round 4: the split merge as a kernel of its own (merge_split_kernel, launched
# with programmatic dependent launch; defer.patch), switched on by
# PA_DEFER_MERGE=1 in one build: its check, then three passes alternating with
# the counted merge on the configs that take it (16 x 256, flagged, unchanged).
set -u
export LUA_PATH="$PWD/build/lua/?.lua;;"
mkdir -p $OUT
printf '#!/bin/sh\nPA_DEFER_MERGE=1 exec "$(dirname "$0")/pabench" "$@"\n' > build/pabench.defer
chmod +x build/pabench.defer
bash bench/ab_round.sh defer build/pabench build/pabench.defer "4x2048,1x4096,1x16384,1x65536,1x131072,8x32768,16x256" 3
tail -n 4 $OUT/defer_check.txt
