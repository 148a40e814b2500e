package main

import "github.com/spf13/cobra"

// newImportCommand groups the catalog importers.
func newImportCommand() *cobra.Command {
	cmd := &cobra.Command{Use: "import", Short: "Build a catalog from an OpenAPI document or an MCP server"}
	cmd.AddCommand(newImportOpenAPICommand(), newImportMCPCommand())
	return cmd
}
