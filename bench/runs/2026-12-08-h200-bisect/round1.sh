# Round 1: on an H200 first the suite round's round 2 (the full check, the
# suite with the seed's Triton kernels and SDPA beside it, held against the
# table's record, build/peak_base.json.gz); on any card then the suite's short
# rows with nine builds in turns, to place the 0.1 us seed 001's 1 x 2048 lost
# since the table's build (58b4fb4, as pabench_ref, which the groups round's
# round4/read_ab.py holds the others against, read here). The 17 commits since
# that touched kernels/ cut into eight spans, each build ending one: 49356f2 (a
# count the longest sequence fills fewer parts of runs as that count), c11d28e
# (the part length's function, smaller CTAs, the merge's warps over 8 heads a
# CTA), 1f65549 (the planner in three files, the launch's shape one function,
# head_dim 256's merge, one helper for the merge's partition loads), 894399d
# (packed one-warp CTAs), a1ab9a6 (the pack's launch side; the two-level merge
# in and out again: the tree before it), fadb35e (the two-level merge), 5208891
# (its own path), the tree (a comment, the copy helper). Auto's own launch, each
# build with its own
# scenarios/auto.lua; the rows in order of what they tell, a row or a turn
# skipped once BUDGET s (default 520) have gone since the round began. Carry
# build/pabench_head.gz (the tree), build/old (pabench_C.gz, SASS alone: `make
# CUDA_ARCH=-gencode=arch=compute_90,code=sm_90`, and auto_C.lua, `git show
# C:scenarios/auto.lua`, of each commit C), build/lua, build/peak_base.json.gz.
# Output packed in $OUT/bisect1.tar.gz (and $OUT/suite2.tar.gz on an H200).
set -u
start=$SECONDS
gunzip -c build/pabench_head.gz > build/pabench && chmod +x build/pabench
OLD="58b4fb4 49356f2 c11d28e 1f65549 894399d a1ab9a6 fadb35e 5208891"
for c in $OLD; do
  gunzip -c build/old/pabench_$c.gz > build/pabench_$c && chmod +x build/pabench_$c
done
mv build/pabench_58b4fb4 build/pabench_ref
. bench/auto_steps.sh
mkdir -p $OUT/suite2
OUT=$OUT/suite2 steps_gpu
if OUT=$OUT/suite2 steps_is_h200; then
  OUT=$OUT/suite2 steps_h200_suite $start
  tar -C $OUT -czf $OUT/suite2.tar.gz suite2
fi
cp $OUT/suite2/gpu.txt $OUT/gpu.txt && rm -rf $OUT/suite2
steps_begin bisect1 $((${BUDGET:-520} - (SECONDS - start)))
# steps_turns with each build's own auto.lua (the tree's calls what older
# builds lack); the table's build is pabench_ref, as read_ab.py reads it
script_of() { # BIN
  case $1 in
  pabench) echo scenarios/auto.lua ;;
  pabench_ref) echo build/old/auto_58b4fb4.lua ;;
  *) echo "build/old/auto_${1#pabench_}.lua" ;;
  esac
}
row() { # NAME auto.lua-ARGS...
  local name=$1 r bin
  shift
  steps_time_left "$name" || return 0
  for r in $(seq "${TURNS:-3}"); do
    [ "$r" -gt 1 ] && ! steps_time_left "$name turn $r" && break
    for bin in pabench_ref $(for c in ${OLD#58b4fb4 }; do echo pabench_$c; done) pabench; do
      timeout 60 "build/$bin" "$(script_of $bin)" --quiet --splits 1 \
        --json "$STEPS_DIR/ab_${name}_${bin}_$r.json" "$@" > "$STEPS_DIR/ab_${name}_${bin}_$r.txt" 2>&1
    done
  done
  echo "ab $name: after $(steps_elapsed)"
}
row s001_1x2048 --configs 1x2048 --heads 16 --block_size 256
row long_1x4096 --configs 1x4096
row s000_1x512 --configs 1x512
row s001_1x512 --configs 1x512 --heads 16 --block_size 256
row s001_8x2048 --configs 8x2048 --heads 16 --block_size 256
row s001_1x128 --configs 1x128 --heads 16 --block_size 256
steps_end
echo "round 1: $((SECONDS - start)) s"
