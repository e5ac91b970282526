package ruleset

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"regexp"
	"strings"
)

var idPattern = regexp.MustCompile(`^[a-z0-9][a-z0-9_-]*$`)

// ValidID returns an error unless id can name a ruleset or a mod: lower-case
// letters, digits, '-' and '_', starting with a letter or digit, at most
// MaxIDLength long. Ids name folders, so anything else (a path separator, a
// dot, an empty id) could reach outside rulesets/ or mods/.
func ValidID(id string) error {
	switch {
	case id == "":
		return errors.New("the id is empty")
	case len(id) > MaxIDLength:
		return fmt.Errorf("the id %.20q... is longer than %d characters", id, MaxIDLength)
	case !idPattern.MatchString(id):
		return fmt.Errorf("the id %q is not lower-case letters, digits, '-' and '_' starting with a letter or digit (like base or long-range-3)", id)
	}
	return nil
}

// maxLinkHops bounds how many symbolic links one name may go through, as
// the kernel's ELOOP does, so a loop of links is refused.
const maxLinkHops = 40

var (
	errOutsideRoot = errors.New("it is a symbolic link leading outside the project folder")
	errNotRegular  = errors.New("it is not a regular file")
)

// resolve follows the symbolic links of every element of name and returns
// the path they lead to, which stays inside fsys, with its Lstat info. A link
// is followed only to a relative target that stays inside fsys: an absolute
// target cannot be checked against the root of an fs.FS. On a file system
// without fs.ReadLinkFS no link is seen; its own Open keeps to its root, or
// not (os.Root's FS does, os.DirFS does not).
func resolve(fsys fs.FS, name string) (string, fs.FileInfo, error) {
	todo := strings.Split(name, "/")
	cur := "."
	var info fs.FileInfo
	for hops := 0; len(todo) > 0; {
		next := path.Join(cur, todo[0])
		todo = todo[1:]
		var err error
		if info, err = fs.Lstat(fsys, next); err != nil {
			return "", nil, err
		}
		if info.Mode()&fs.ModeSymlink == 0 {
			cur = next
			continue
		}
		if hops++; hops > maxLinkHops {
			return "", nil, fmt.Errorf("%s: more than %d symbolic links in a row", name, maxLinkHops)
		}
		target, err := fs.ReadLink(fsys, next)
		if err != nil {
			return "", nil, err
		}
		joined := path.Join(cur, target)
		if path.IsAbs(target) || !fs.ValidPath(joined) {
			return "", nil, fmt.Errorf("%s: %w (to %s)", name, errOutsideRoot, target)
		}
		todo = append(strings.Split(joined, "/"), todo...)
		cur = "."
	}
	return cur, info, nil
}

// readFile reads a regular file of at most MaxFileBytes, after resolving its
// links; anything else, a device or a pipe above all, would hang or never end.
func readFile(fsys fs.FS, name string) ([]byte, error) {
	p, info, err := resolve(fsys, name)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: %w (%s)", name, errNotRegular, info.Mode().Type())
	}
	if info.Size() > MaxFileBytes {
		return nil, fmt.Errorf("%s: %d bytes is more than the %d a file may have", name, info.Size(), MaxFileBytes)
	}
	f, err := fsys.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// The file may have grown since Lstat.
	src, err := io.ReadAll(io.LimitReader(f, MaxFileBytes+1))
	if err != nil {
		return nil, err
	}
	if len(src) > MaxFileBytes {
		return nil, fmt.Errorf("%s: more than the %d bytes a file may have", name, MaxFileBytes)
	}
	return src, nil
}

// listLayer returns the files of a layer folder, subfolders included, in
// name order. It counts files and folders against MaxLayerFiles and reads
// no folder past that count, so a folder of a million entries costs little.
// A symbolic link is listed as a file, never followed as a folder, so links
// cannot loop a walk.
func listLayer(fsys fs.FS, dir string) ([]string, error) {
	var files []string
	left := MaxLayerFiles
	todo := []string{dir}
	for len(todo) > 0 {
		d := todo[0]
		todo = todo[1:]
		entries, err := readDirAtMost(fsys, d, left+1)
		if err != nil {
			return nil, err
		}
		if left -= len(entries); left < 0 {
			return nil, fmt.Errorf("%s: more than %d files and folders", dir, MaxLayerFiles)
		}
		for _, e := range entries {
			p := path.Join(d, e.Name())
			if e.IsDir() {
				todo = append(todo, p)
			} else {
				files = append(files, p)
			}
		}
	}
	return files, nil
}

// readDirAtMost reads up to n entries of a folder.
func readDirAtMost(fsys fs.FS, dir string, n int) ([]fs.DirEntry, error) {
	f, err := fsys.Open(dir)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rd, ok := f.(fs.ReadDirFile)
	if !ok {
		return nil, fmt.Errorf("%s: not a folder", dir)
	}
	entries, err := rd.ReadDir(n)
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, err
	}
	return entries, nil
}
