#!/bin/bash
# The suite on the committed tree, beside the seed's Triton kernels and SDPA
# timed in the same call (alone: the best of 200 lone launches each way).
set -u
bench/gpu_round.sh triton peak
