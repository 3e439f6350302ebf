#!/bin/sh
# The editor container's start (deploy/editor.Containerfile): makes the repository volume a checkout on the first
# start, builds the editor's pages from the code that checkout has, then runs the service in its place.
set -eu

checkout=/srv/site-editor
image_source=/srv/site-image
branch=${EDITOR_GIT_BRANCH:-main}

cd "$checkout"
if [ ! -e .git ]; then
  if [ -n "${EDITOR_GIT_REMOTE:-}" ]; then
    # Not `git clone`: the volume is not empty (.data/ is mounted inside it).
    echo "Primeiro início: copiando o repositório do site do remoto configurado."
    git init --quiet --initial-branch="$branch"
    git fetch --quiet -- "$EDITOR_GIT_REMOTE" "$branch"
    git reset --quiet --hard FETCH_HEAD
  else
    echo "Primeiro início sem EDITOR_GIT_REMOTE: o site da imagem vira um repositório só deste contêiner."
    cp -R "$image_source/." .
    git init --quiet --initial-branch="$branch"
    git add --all
    git -c user.name="Editor de páginas" -c user.email="editor@localhost" commit --quiet -m "Site inicial"
  fi
fi

if ! cmp -s package-lock.json "$image_source/package-lock.json"; then
  echo "Aviso: as dependências do repositório (package-lock.json) mudaram desde que a imagem foi feita." >&2
  echo "Construa a imagem de novo a partir do repositório atual para que o serviço as tenha." >&2
fi

npm run editor:build
exec npm run editor:serve
