/** Students and community pages, ambassador applications (000 sections 2, 3, 5). Issue 19 seam. */
export {};
