# syntax=docker/dockerfile:1
# The halma server in a small image: built with the Rust toolchain, run on
# Debian slim as an unprivileged user. See docker-compose.yml for a ready stack.

FROM rust:1-bookworm AS build
WORKDIR /src
COPY . .
# The caches keep downloaded crates and compiled dependencies between builds;
# the binary is copied out in the same step because the cached target folder is
# not part of the image.
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    cargo build --release --locked -p halma \
    && cp target/release/halma /usr/local/bin/halma

FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --user-group --uid 10001 --home-dir /data --shell /usr/sbin/nologin halma \
    && install -d -o halma -g halma -m 0750 /data
COPY --from=build /usr/local/bin/halma /usr/local/bin/halma

# Listening on every interface is what makes the published port reach the
# server; `halma healthcheck` asks 127.0.0.1 when it reads 0.0.0.0.
ENV HALMA_LISTEN=0.0.0.0:8080 \
    HALMA_DATABASE_URL=sqlite:///data/halma.db

USER halma
WORKDIR /data
# Declared after /data is owned by halma, so a new volume starts out owned by it.
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
    CMD ["halma", "healthcheck"]
CMD ["halma", "serve"]
