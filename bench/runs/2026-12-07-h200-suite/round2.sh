# Round 2: where the card is an H200, the whole check and the suite with
# Triton and SDPA beside it, held against the warps round's suite
# (build/peak_base.json.gz), on the tree's build (build/pabench_head.gz); on
# any other card nothing (round 1 ran the checks on an H100). Output packed in
# $OUT/suite2.tar.gz.
set -u
mkdir -p $OUT/suite2
gunzip -c build/pabench_head.gz > build/pabench && chmod +x build/pabench
OUT=$OUT/suite2; . bench/auto_steps.sh
steps_gpu
steps_is_h200 || echo "not an H200: no suite"
steps_h200_suite $SECONDS
OUT=${OUT%/suite2}
tar -C $OUT -czf $OUT/suite2.tar.gz suite2 && rm -rf $OUT/suite2
