// nw68 page: work in progress
