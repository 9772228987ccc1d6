/* Nothing: the header is included with -include. */
