package main

import (
	"bufio"
	"io"
	"os"
	"path/filepath"
)

// writeFileAtomic writes a file through a temporary file in the same directory and a
// rename, so that path holds either its old content or all of the new, never a part.
func writeFileAtomic(path string, write func(io.Writer) error) (err error) {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return bad(err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	bw := bufio.NewWriter(tmp)
	if err := write(bw); err != nil {
		return badf("%s: %w", path, err)
	}
	if err := bw.Flush(); err != nil {
		return badf("%s: %w", path, err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		return badf("%s: %w", path, err)
	}
	if err := tmp.Sync(); err != nil {
		return badf("%s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return badf("%s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return bad(err)
	}
	return nil
}

// bytesWriter writes fixed content, for writeFileAtomic.
func bytesWriter(data []byte) func(io.Writer) error {
	return func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}
}
